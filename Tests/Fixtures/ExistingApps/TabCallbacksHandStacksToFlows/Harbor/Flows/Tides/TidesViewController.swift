import UIKit

final class TidesViewModel {
    var onDone: (() -> Void)?
}

final class TidesViewController: UIViewController {
    private let viewModel: TidesViewModel

    init(viewModel: TidesViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tides"
    }
}
