import SwiftUI

final class TabsCoordinator: CompositionCoordinator {
    @Published var childCoordinators = [any Coordinator]()
    weak var finishDelegate: CoordinatorFinishDelegate?

    @Published var activeTab = TabItem.trees

    init() {
        start()
    }

    func start() {
        let treesCoordinator = TreesCoordinator()
        let harvestCoordinator = HarvestCoordinator()

        [treesCoordinator,
         harvestCoordinator
        ].forEach {
            if let coordinator = $0 as? any Coordinator {
                childCoordinators.append(coordinator)
            }
        }
    }

    var rootView: some View {
        TabsView(tabCoordinator: self)
    }

    @MainActor
    var treesTabView: some View {
        childCoordinators.first(as: TreesCoordinator.self)?.rootView
    }

    @MainActor
    var harvestTabView: some View {
        childCoordinators.first(as: HarvestCoordinator.self)?.rootView
    }
}
