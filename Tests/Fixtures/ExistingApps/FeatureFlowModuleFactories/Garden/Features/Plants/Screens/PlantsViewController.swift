import UIKit

final class PlantsViewController: UIViewController {
    var onSelect: ((String) -> Void)?
    private let viewModel: PlantsViewModel

    init(viewModel: PlantsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
    }
}
