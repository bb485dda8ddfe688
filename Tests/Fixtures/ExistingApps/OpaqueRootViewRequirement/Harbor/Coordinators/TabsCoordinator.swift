import SwiftUI

final class TabsCoordinator: CompositionCoordinator {
    @Published var childCoordinators = [any Coordinator]()
    weak var finishDelegate: CoordinatorFinishDelegate?

    init() {
        start()
    }

    func start() {
        let tidesCoordinator = TidesCoordinator()
        let boatsCoordinator = BoatsCoordinator()
        tidesCoordinator.finishDelegate = self
        boatsCoordinator.finishDelegate = self

        [tidesCoordinator,
         boatsCoordinator
        ].forEach {
            if let coordinator = $0 as? any Coordinator {
                childCoordinators.append(coordinator)
            }
        }
    }

    var rootView: some View {
        TabsView(coordinator: self)
    }

    @MainActor
    var tidesTabView: some View {
        childCoordinators.first(as: TidesCoordinator.self)?.rootView
    }

    @MainActor
    var boatsTabView: some View {
        childCoordinators.first(as: BoatsCoordinator.self)?.rootView
    }
}
