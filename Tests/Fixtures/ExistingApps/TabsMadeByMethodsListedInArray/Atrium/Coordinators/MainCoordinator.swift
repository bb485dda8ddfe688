import UIKit

final class MainCoordinator: CoordinatorProtocol {
    weak var parentCoordinator: AppCoordinator?
    private var childCoordinators = [CoordinatorProtocol]()
    private var tabBarController: UITabBarController
    private var networkService: NetworkService

    var rootViewController: UIViewController {
        tabBarController
    }

    init(rootTabBarController: UITabBarController, networkService: NetworkService) {
        self.tabBarController = rootTabBarController
        self.networkService = networkService
    }

    func start() {
        tabBarController.setViewControllers([
            prepareGalleryView(),
            prepareLobbyView(),
            prepareStudioView()
        ], animated: true)
    }

    private func prepareGalleryView() -> UINavigationController {
        let navigationController = UINavigationController()
        let galleryCoordinator = GalleryCoordinator(
            rootNavigationController: navigationController,
            networkService: networkService
        )
        galleryCoordinator.parentCoordinator = self
        galleryCoordinator.start()

        childCoordinators.append(galleryCoordinator)
        return configureTabBarItem(viewController: navigationController, title: "Gallery")
    }

    private func prepareLobbyView() -> UINavigationController {
        let navigationController = UINavigationController()
        let lobbyCoordinator = LobbyCoordinator(
            rootNavigationController: navigationController,
            networkService: networkService
        )
        lobbyCoordinator.parentCoordinator = self
        childCoordinators.append(lobbyCoordinator)

        lobbyCoordinator.start()
        return configureTabBarItem(viewController: navigationController, title: "Lobby")
    }

    private func prepareStudioView() -> UINavigationController {
        let studioViewController = StudioViewController()
        return configureTabBarItem(viewController: UINavigationController(rootViewController: studioViewController), title: "Studio")
    }

    private func configureTabBarItem(viewController: UINavigationController, title: String) -> UINavigationController {
        viewController.tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
        return viewController
    }
}
