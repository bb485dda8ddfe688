import RxFlow
import UIKit

/// The tab bar: its first step builds every tab's flow at once.
final class TabsFlow: Flow {
    var root: Presentable {
        tabBarController
    }

    private let tabBarController = UITabBarController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .homeIsRequired:
            return navigateToHome()
        default:
            return .none
        }
    }

    private func navigateToHome() -> FlowContributors {
        let homeFlow = HomeFlow()
        let moreFlow = MoreFlow()
        Flows.use(homeFlow, moreFlow, when: .created) { [unowned self] homeRoot, moreRoot in
            homeRoot.title = "Home"
            moreRoot.title = "More"
            self.tabBarController.setViewControllers([homeRoot, moreRoot], animated: false)
        }
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: homeFlow, withNextStepper: OneStepper(withSingleStep: AppStep.homeIsRequired)),
            .contribute(withNextPresentable: moreFlow, withNextStepper: OneStepper(withSingleStep: AppStep.moreIsRequired)),
        ])
    }
}
