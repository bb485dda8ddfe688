import UIKit

final class MooringsViewModel {
    var onDone: (() -> Void)?
}

final class MooringsViewController: UIViewController {
    private let viewModel: MooringsViewModel

    init(viewModel: MooringsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Moorings"
    }
}
