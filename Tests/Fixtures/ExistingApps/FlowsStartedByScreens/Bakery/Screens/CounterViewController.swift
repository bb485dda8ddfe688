import UIKit

/// The shop counter: orders start from here.
final class CounterViewController: UIViewController {
    private var ordersCoordinator: OrdersCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
    }

    func showOrders() {
        guard let navigationController else { return }
        let coordinator = OrdersCoordinator(navigationController: navigationController)
        ordersCoordinator = coordinator
        coordinator.start()
    }
}
