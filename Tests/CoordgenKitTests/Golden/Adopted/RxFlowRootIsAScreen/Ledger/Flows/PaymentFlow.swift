import RxFlow
import UIKit

/// Where the flow can go: each case is one step its navigate(to:) maps.
enum PaymentStep: Step {
    case payment
}

/// Maps each step to what the flow shows on its navigation controller; screens emit steps
/// through the steppers it contributes.
final class PaymentFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? PaymentStep else { return .none }
        switch step {
        case .payment:
            let viewController = PaymentViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .none
        }
    }
}
