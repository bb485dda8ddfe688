import RxFlow
import UIKit

/// The settings, presented over the sightings; done hands back to the app's flow.
final class SettingsFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .settingsAreRequired:
            let viewController = SettingsViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .one(flowContributor: .contribute(withNext: viewController))
        case .settingsAreComplete:
            return .end(forwardToParentFlowWithStep: AppStep.settingsAreComplete)
        default:
            return .none
        }
    }
}
