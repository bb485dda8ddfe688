import RxFlow
import UIKit

/// The first tab: the harbours, each shown on its own.
final class HomeFlow: BaseFlow {
    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .homeIsRequired:
            return navigateToHome()
        default:
            return super.navigate(to: step)
        }
    }

    private func navigateToHome() -> FlowContributors {
        let viewController = HomeViewController()
        rootViewController.setViewControllers([viewController], animated: false)
        return .one(flowContributor: .contribute(withNext: viewController))
    }
}
