import RxFlow
import UIKit

/// The app's first flow: the sightings, and the settings presented over them.
final class AppFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .sightingsAreRequired:
            return navigateToSightings()
        case .sightingIsPicked(let id):
            return navigateToSighting(id: id)
        case .settingsAreRequired:
            return navigateToSettings()
        case .settingsAreComplete:
            rootViewController.presentedViewController?.dismiss(animated: true)
            return .none
        }
    }

    private func navigateToSightings() -> FlowContributors {
        let viewController = SightingListViewController()
        rootViewController.pushViewController(viewController, animated: false)
        return .one(flowContributor: .contribute(withNext: viewController))
    }

    private func navigateToSighting(id: Int) -> FlowContributors {
        let viewController = SightingViewController(id: id)
        rootViewController.pushViewController(viewController, animated: true)
        return .none
    }

    private func navigateToSettings() -> FlowContributors {
        let settingsFlow = SettingsFlow()
        Flows.use(settingsFlow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: settingsFlow, withNextStepper: OneStepper(withSingleStep: AppStep.settingsAreRequired)))
    }
}
