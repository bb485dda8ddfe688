import Combine
import UIKit

final class AppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() -> AnyPublisher<Void, Never> {
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinate(to: RoutesCoordinator(navigationController: navigationController))
            .sink { _ in }
            .store(in: &cancellables)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
