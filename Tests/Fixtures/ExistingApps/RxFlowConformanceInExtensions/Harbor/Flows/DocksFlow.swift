import RxFlow
import UIKit

/// The docks, and a berth picked from them.
final class DocksFlow: HandsBackToHarbor {
    let rootViewController = UINavigationController()
}

extension DocksFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? DocksStep else { return .none }
        switch step {
        case .docksAreRequired:
            let viewController = DockListViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .one(flowContributor: .contribute(withNext: viewController))
        case .berthIsPicked(let number):
            rootViewController.pushViewController(BerthViewController(number: number), animated: true)
            return .none
        case .weatherIsRequired:
            return backToHarbor(with: .weatherIsRequired)
        }
    }
}
