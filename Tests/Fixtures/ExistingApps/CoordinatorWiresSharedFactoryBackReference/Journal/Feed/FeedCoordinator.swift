import UIKit

final class FeedCoordinator: Coordinator {
    private let factory: FeedModuleFactory

    let navigationController: UINavigationController
    var onComplete: ((Coordinator) -> Void)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        factory = FeedModuleFactory()
        factory.coordinator = self
    }

    func start() {
        let presenter = GatePresenter()
        let controller = GateViewController(output: presenter)
        presenter.viewInput = controller
        presenter.coordinator = self
        navigationController.present(controller, animated: false, completion: nil)

        showPosts()
    }

    func showPosts() {
        navigationController.pushViewController(factory.makePostsModule(), animated: false)
    }
}
