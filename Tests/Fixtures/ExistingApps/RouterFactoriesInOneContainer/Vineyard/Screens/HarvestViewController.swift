import UIKit

final class HarvestViewController: UIViewController {
    var onFinish: (() -> Void)?
    private let rows: [String]

    init(rows: [String]) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = rows.joined(separator: ", ")
    }
}
