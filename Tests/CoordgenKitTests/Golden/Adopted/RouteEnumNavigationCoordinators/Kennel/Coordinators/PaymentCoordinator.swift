import UIKit
import XCoordinator

/// Where the flow can go: each case is one transition of its coordinator.
enum PaymentRoute: Route {
    case payment
}

/// Maps each route to a transition on the flow's navigation controller; screens trigger routes
/// through its `unownedRouter`.
final class PaymentCoordinator: NavigationCoordinator<PaymentRoute> {
    init() {
        super.init(initialRoute: .payment)
    }

    override func prepareTransition(for route: PaymentRoute) -> NavigationTransition {
        switch route {
        case .payment:
            let viewController = PaymentViewController()
            return .push(viewController)
        }
    }
}
