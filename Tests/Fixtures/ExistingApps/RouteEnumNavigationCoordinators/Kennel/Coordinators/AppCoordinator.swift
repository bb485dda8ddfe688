import UIKit
import XCoordinator

enum AppRoute: Route {
    case home
    case walks
    case settings
}

final class AppCoordinator: NavigationCoordinator<AppRoute> {
    init() {
        super.init(initialRoute: .home)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
        switch route {
        case .home:
            let viewModel = HomeViewModel(router: unownedRouter)
            return .push(HomeViewController(viewModel: viewModel))
        case .walks:
            let coordinator = WalksCoordinator()
            return .present(coordinator, animation: .default)
        case .settings:
            let coordinator = SettingsCoordinator()
            return .present(coordinator, animation: .default)
        }
    }
}
