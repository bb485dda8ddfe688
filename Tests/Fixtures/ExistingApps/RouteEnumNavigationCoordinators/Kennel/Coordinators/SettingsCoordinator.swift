import UIKit
import XCoordinator

enum SettingsRoute: Route {
    case settings
    case close
}

final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    init() {
        super.init(initialRoute: .settings)
    }

    override func prepareTransition(for route: SettingsRoute) -> NavigationTransition {
        switch route {
        case .settings:
            let viewController = SettingsViewController()
            viewController.onClose = { [unowned self] in self.trigger(.close) }
            return .push(viewController)
        case .close:
            return .dismiss()
        }
    }
}
