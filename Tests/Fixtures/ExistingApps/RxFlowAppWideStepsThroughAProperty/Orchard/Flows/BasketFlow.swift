import RxFlow
import UIKit

/// One tab's stack.
final class BasketFlow: Flow {
    var root: Presentable {
        self.rootVC
    }

    private let rootVC = UINavigationController()
    private let vc = BasketViewController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step.asOrchardStep else { return .none }
        switch step {
        case .basketIsRequired:
            return coordinateToBasket()
        default:
            return .none
        }
    }
}

private extension BasketFlow {
    func coordinateToBasket() -> FlowContributors {
        self.rootVC.setViewControllers([vc], animated: true)
        return .none
    }
}
