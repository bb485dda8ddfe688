import RxFlow
import UIKit

/// What every tab's flow shares: its stack, and the steps no tab handles itself.
class BaseFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        .none
    }
}
