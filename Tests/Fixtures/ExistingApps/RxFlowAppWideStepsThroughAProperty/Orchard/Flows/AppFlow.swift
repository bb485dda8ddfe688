import RxFlow
import UIKit

/// The window's flow: shows the tabs.
final class AppFlow: Flow {
    var root: Presentable {
        self.rootVC
    }

    private let rootVC = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step.asOrchardStep else { return .none }
        switch step {
        case .tabsAreRequired:
            return coordinateToTabs()
        default:
            return .none
        }
    }
}

private extension AppFlow {
    func coordinateToTabs() -> FlowContributors {
        let tabsFlow = TabsFlow()
        Flows.use(tabsFlow, when: .created) { [unowned self] (root: UITabBarController) in
            self.rootVC.setViewControllers([root], animated: false)
        }
        return .one(flowContributor: .contribute(withNextPresentable: tabsFlow, withNextStepper: OneStepper(withSingleStep: OrchardStep.tabsAreRequired)))
    }
}
