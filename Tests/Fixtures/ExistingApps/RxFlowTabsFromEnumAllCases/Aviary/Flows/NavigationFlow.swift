import RxFlow
import UIKit

/// A flow on a navigation stack of its own, which its subclasses push their screens onto.
class NavigationFlow: Flow {
    var root: Presentable {
        navigationController
    }

    private let navigationController = UINavigationController()

    required init() {}

    func navigate(to step: Step) -> FlowContributors {
        .none
    }

    func push(_ viewController: UIViewController) -> FlowContributors {
        navigationController.pushViewController(viewController, animated: true)
        return .none
    }
}
