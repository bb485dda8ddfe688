import RxFlow
import UIKit

/// Today's forecast for the harbour, presented over the docks.
final class WeatherFlow: HandsBackToHarbor {
    let rootViewController = UINavigationController()
}

extension WeatherFlow: Flow {
    var root: Presentable {
        rootViewController
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? WeatherStep else { return .none }
        switch step {
        case .forecastIsRequired:
            let viewController = ForecastViewController()
            rootViewController.pushViewController(viewController, animated: false)
            return .none
        }
    }
}
