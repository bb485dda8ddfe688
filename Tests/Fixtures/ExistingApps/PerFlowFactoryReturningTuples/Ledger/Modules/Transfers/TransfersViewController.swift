import UIKit

final class TransfersViewController: UIViewController {
    private let viewModel: TransfersViewModel

    init(viewModel: TransfersViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transfers"
    }
}
