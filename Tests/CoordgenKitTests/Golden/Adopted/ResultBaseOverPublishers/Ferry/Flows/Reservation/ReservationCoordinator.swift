import UIKit
import Combine

final class ReservationCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    override func start() -> AnyPublisher<Void, Never> {
        let viewController = ReservationViewController()
        navigationController.setViewControllers([viewController], animated: false)
        window.rootViewController?.present(navigationController, animated: true)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    func openPaymentCoordinator() {
        let paymentCoordinator = PaymentCoordinator(rootViewController: navigationController)
        coordinate(to: paymentCoordinator)
            .sink { _ in }
            .store(in: &cancellables)
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        let viewController = ReceiptViewController()
        viewController.onFinish = { [weak self] in
            self?.navigationController.popViewController(animated: true)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
