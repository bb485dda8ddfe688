import RxFlow
import UIKit

/// The two tabs, started together.
final class TabsFlow: Flow {
    var root: Presentable {
        self.rootVC
    }

    private let rootVC = UITabBarController()
    private let treesFlow = TreesFlow()
    private let basketFlow = BasketFlow()

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

private extension TabsFlow {
    func coordinateToTabs() -> FlowContributors {
        Flows.use(treesFlow, basketFlow, when: .created) { [unowned self] (root1: UINavigationController, root2: UINavigationController) in
            root1.tabBarItem = UITabBarItem(title: "Trees", image: nil, selectedImage: nil)
            root2.tabBarItem = UITabBarItem(title: "Basket", image: nil, selectedImage: nil)
            self.rootVC.setViewControllers([root1, root2], animated: false)
        }
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: treesFlow, withNextStepper: OneStepper(withSingleStep: OrchardStep.treesAreRequired)),
            .contribute(withNextPresentable: basketFlow, withNextStepper: OneStepper(withSingleStep: OrchardStep.basketIsRequired)),
        ])
    }
}
