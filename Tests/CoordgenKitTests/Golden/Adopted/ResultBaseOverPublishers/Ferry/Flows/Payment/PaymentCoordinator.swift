import UIKit
import Combine

final class PaymentCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let navigationController = UINavigationController()

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    override func start() -> AnyPublisher<Void, Never> {
        let viewController = PaymentViewController()
        navigationController.setViewControllers([viewController], animated: false)
        rootViewController.present(navigationController, animated: true)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
