import UIKit

/// The list of plants.
final class PlantListViewController: UIViewController {
    var onTabsTapped: (() -> Void)?
    private let greeting: String

    init(greeting: String) {
        self.greeting = greeting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = greeting
    }
}
