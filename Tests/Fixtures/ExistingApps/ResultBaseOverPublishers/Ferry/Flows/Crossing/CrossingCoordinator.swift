import Combine
import UIKit

final class CrossingCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> AnyPublisher<Void, Never> {
        navigationController.pushViewController(CrossingViewController(), animated: true)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
