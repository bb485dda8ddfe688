import UIKit
import XCoordinator

final class WalkListViewModel {
    private let router: UnownedRouter<WalksRoute>
    let walkIDs = ["morning", "evening"]

    init(router: UnownedRouter<WalksRoute>) {
        self.router = router
    }

    func select(_ id: String) {
        router.trigger(.walk(id: id))
    }

    func close() {
        router.trigger(.close)
    }
}

final class WalkListViewController: UIViewController {
    private let viewModel: WalkListViewModel

    init(viewModel: WalkListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Walks"
        view.backgroundColor = .systemBackground
    }
}
