import UIKit

/// Where the basket flow goes.
enum BasketRoute {
    case basket
    case checkout
}

@MainActor
protocol BasketComposing: Composing where Route == BasketRoute {}

@MainActor
struct BasketComposer: BasketComposing {
    static let shared = BasketComposer()

    func makeViewController(for route: BasketRoute) -> UIViewController {
        switch route {
        case .basket:
            return BasketViewController()
        case .checkout:
            return CheckoutViewController()
        }
    }
}
