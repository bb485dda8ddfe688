import RxFlow
import UIKit

/// Maps each step to what the flow shows on its navigation controller; screens emit steps
/// through the steppers it contributes.
final class ReservationFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .reservationIsRequired:
            let viewController = ReservationViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .none
        case .paymentIsRequired:
            let paymentFlow = PaymentFlow()
            Flows.use(paymentFlow, when: .created) { [unowned self] root in
                self.rootViewController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: paymentFlow, withNextStepper: OneStepper(withSingleStep: AppStep.paymentIsRequired)))
        default:
            return .none
        }
    }
}
