import UIKit

@MainActor
final class SignInCoordinator: Coordinator {
    weak var parentCoordinator: RootCoordinator?
    let harbor: HarborService
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController, harbor: HarborService, parentCoordinator: RootCoordinator?) {
        self.navigationController = navigationController
        self.harbor = harbor
        self.parentCoordinator = parentCoordinator
    }

    func start() {
        navigationController.setViewControllers([SignInViewController()], animated: false)
    }

    func removeChildCoordinator(_ childCoordinator: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === childCoordinator {
            childCoordinators.remove(at: index)
        }
    }

    func signedIn() {
        parentCoordinator?.childSignInCoordinatorDidFinish(self)
    }
}
