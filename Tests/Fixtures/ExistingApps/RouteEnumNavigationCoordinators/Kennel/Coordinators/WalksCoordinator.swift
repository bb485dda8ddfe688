import UIKit
import XCoordinator

enum WalksRoute: Route {
    case list
    case walk(id: String)
    case close
}

final class WalksCoordinator: NavigationCoordinator<WalksRoute> {
    init() {
        super.init(initialRoute: .list)
    }

    override func prepareTransition(for route: WalksRoute) -> NavigationTransition {
        switch route {
        case .list:
            let viewModel = WalkListViewModel(router: unownedRouter)
            return .push(WalkListViewController(viewModel: viewModel))
        case .walk(let id):
            return .push(WalkViewController(walkID: id))
        case .close:
            return .dismiss()
        }
    }
}
