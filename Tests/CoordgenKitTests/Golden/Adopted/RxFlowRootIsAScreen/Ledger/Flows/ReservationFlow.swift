import RxFlow
import UIKit

/// Where the flow can go: each case is one step its navigate(to:) maps.
enum ReservationStep: Step {
    case reservation
    case payment
    case receipt
}

/// Maps each step to what the flow shows on its navigation controller; screens emit steps
/// through the steppers it contributes.
final class ReservationFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? ReservationStep else { return .none }
        switch step {
        case .reservation:
            let viewController = ReservationViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .none
        case .payment:
            let paymentFlow = PaymentFlow()
            Flows.use(paymentFlow, when: .created) { [unowned self] root in
                self.rootViewController.present(root, animated: true)
            }
            return .one(flowContributor: .contribute(withNextPresentable: paymentFlow, withNextStepper: OneStepper(withSingleStep: PaymentStep.payment)))
        case .receipt:
            let viewController = ReceiptViewController()
            rootViewController.pushViewController(viewController, animated: true)
            return .none
        }
    }
}
