import SwiftUI

final class TreesCoordinator: FlowCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?

    @Published var childCoordinator: (any Coordinator)?
    @Published var navigationControllers = [NavigationController<TreesRoute>]()

    init() {
        setupInitialNavigationController()
    }

    func destination(for route: TreesRoute) -> some View {
        switch route {
        default:
            TreesView(onDone: { [weak self] in
                self?.finish()
            })
        }
    }

    var rootView: some View {
        NavigatingView(controller: self.rootNavigationController, coordinator: self) {
            TreesView(onDone: { [weak self] in
                self?.finish()
            })
        }
    }
}
