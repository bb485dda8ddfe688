import SwiftUI

final class HarvestCoordinator: FlowCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?

    @Published var childCoordinator: (any Coordinator)?
    @Published var navigationControllers = [NavigationController<HarvestRoute>]()

    init() {
        setupInitialNavigationController()
    }

    func destination(for route: HarvestRoute) -> some View {
        switch route {
        default:
            HarvestView(onDone: { [weak self] in
                self?.finish()
            })
        }
    }

    var rootView: some View {
        NavigatingView(controller: self.rootNavigationController, coordinator: self) {
            HarvestView(onDone: { [weak self] in
                self?.finish()
            })
        }
    }
}
