import RxFlow
import UIKit

/// A flow on a navigation stack of its own: its subclasses push screens it makes from their types.
class NavigationFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    required init() {}

    func navigate(to step: Step) -> FlowContributors {
        .none
    }

    // MARK: - Push

    func push<C: BaseViewController>(to screen: C.Type) -> FlowContributors {
        let viewController = screen.init()
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.stepper))
    }

    func push<C: BaseViewController>(to screen: C.Type, with argument: String) -> FlowContributors {
        let viewController = screen.init()
        viewController.configure(with: argument)
        rootViewController.pushViewController(viewController, animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewController.stepper))
    }
}
