import UIKit

/// Signs the skipper in, then runs the harbour; each child tells it through a method of its own.
@MainActor
final class RootCoordinator: Coordinator {
    let window: UIWindow
    let harbor: HarborService
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController?

    init(window: UIWindow, harbor: HarborService) {
        self.window = window
        self.harbor = harbor
    }

    func start() {
        let navigationController = UINavigationController()
        self.navigationController = navigationController
        window.rootViewController = navigationController
        startSignIn()
    }

    func removeChildCoordinator(_ childCoordinator: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === childCoordinator {
            childCoordinators.remove(at: index)
        }
    }

    func startSignIn() {
        guard let navigationController else { return }
        let signIn = SignInCoordinator(navigationController: navigationController, harbor: harbor, parentCoordinator: self)
        childCoordinators.append(signIn)
        signIn.start()
    }

    func startMoorings() {
        guard let navigationController else { return }
        let moorings = MooringsCoordinator(navigationController: navigationController, harbor: harbor, parentCoordinator: self)
        childCoordinators.append(moorings)
        moorings.start()
    }

    func childSignInCoordinatorDidFinish(_ childCoordinator: SignInCoordinator) {
        removeChildCoordinator(childCoordinator)
        startMoorings()
    }

    func childMooringsCoordinatorDidFinish(_ childCoordinator: MooringsCoordinator) {
        removeChildCoordinator(childCoordinator)
        startSignIn()
    }
}
