import UIKit
import XCoordinator

/// Where the flow can go: each case is one transition of its coordinator.
enum ReservationRoute: Route {
    case reservation
    case payment
    case receipt
}

/// Maps each route to a transition on the flow's navigation controller; screens trigger routes
/// through its `unownedRouter`.
final class ReservationCoordinator: NavigationCoordinator<ReservationRoute> {
    init() {
        super.init(initialRoute: .reservation)
    }

    override func prepareTransition(for route: ReservationRoute) -> NavigationTransition {
        switch route {
        case .reservation:
            let viewController = ReservationViewController()
            return .push(viewController)
        case .payment:
            let coordinator = PaymentCoordinator()
            return .present(coordinator, animation: .default)
        case .receipt:
            let viewController = ReceiptViewController()
            return .push(viewController)
        }
    }
}
