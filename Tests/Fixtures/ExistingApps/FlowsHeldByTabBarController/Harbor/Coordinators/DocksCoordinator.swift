import UIKit

protocol DocksCoordinatorProtocol: Coordinator {
    var rootViewController: DocksViewController { get }

    func start()
    func showBerth(named name: String)
}

final class DocksCoordinator: DocksCoordinatorProtocol {
    private(set) var navigationController: UINavigationController
    private(set) var rootViewController: DocksViewController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.rootViewController = DocksViewController()
    }

    func showBerth(named name: String) {
        let viewController = BerthViewController()
        viewController.title = name
        navigationController.pushViewController(viewController, animated: true)
    }

    func start() {
        rootViewController.coordinator = self
        navigationController.pushViewController(rootViewController, animated: true)
    }
}
