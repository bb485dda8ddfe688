import RxFlow
import UIKit

/// The harbour's one navigation stack; the docks and the weather are flows of their own on it.
final class AppFlow {
    static let shared = AppFlow()

    let rootViewController = UINavigationController()

    private init() {}
}

extension AppFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .docksAreRequired:
            return openDocks()
        case .weatherIsRequired:
            return openWeather()
        }
    }
}

private extension AppFlow {
    func openDocks() -> FlowContributors {
        let flow = DocksFlow()
        Flows.use(flow, when: .created) { [unowned self] root in
            self.rootViewController.setViewControllers([root], animated: false)
        }
        return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: DocksStep.docksAreRequired)))
    }

    func openWeather() -> FlowContributors {
        let flow = WeatherFlow()
        Flows.use(flow, when: .created) { [unowned self] root in
            self.rootViewController.present(root, animated: true)
        }
        return .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: OneStepper(withSingleStep: WeatherStep.forecastIsRequired)))
    }
}
