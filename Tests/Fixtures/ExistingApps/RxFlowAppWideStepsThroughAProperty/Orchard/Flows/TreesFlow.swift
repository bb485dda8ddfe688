import RxFlow
import UIKit

/// One tab's stack.
final class TreesFlow: Flow {
    var root: Presentable {
        self.rootVC
    }

    private let rootVC = UINavigationController()
    private let vc = TreesViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step.asOrchardStep else { return .none }
        switch step {
        case .treesAreRequired:
            return coordinateToTrees()
        default:
            return .none
        }
    }
}

private extension TreesFlow {
    func coordinateToTrees() -> FlowContributors {
        self.rootVC.setViewControllers([vc], animated: true)
        return .none
    }
}
