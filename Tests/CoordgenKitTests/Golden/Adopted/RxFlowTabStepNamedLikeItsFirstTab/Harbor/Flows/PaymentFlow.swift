import RxFlow
import UIKit

/// Maps each step to what the flow shows on its navigation controller; screens emit steps
/// through the steppers it contributes.
final class PaymentFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .paymentIsRequired:
            let viewController = PaymentViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .none
        default:
            return .none
        }
    }
}
