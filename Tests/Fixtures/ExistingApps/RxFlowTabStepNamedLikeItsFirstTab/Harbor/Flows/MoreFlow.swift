import RxFlow
import UIKit

/// The second tab.
final class MoreFlow: BaseFlow {
    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .moreIsRequired:
            return navigateToMore()
        default:
            return super.navigate(to: step)
        }
    }

    private func navigateToMore() -> FlowContributors {
        let viewController = MoreViewController()
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNext: viewController))
    }
}
