import UIKit

final class RecipesViewController: UIViewController, Refreshable {
    var viewModel: RecipesViewModel?
    var onSelect: ((Int) -> Void)?
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    func refresh() {
        titleLabel.text = viewModel?.title
    }

    func didSelect(_ id: Int) {
        viewModel?.select(id)
    }
}
