import SwiftUI

/// Keeps one coordinator per tab, made once, and which tab shows.
@MainActor
final class TabsCoordinator: ObservableObject {
    enum Tab: Hashable { case trees, harvest }

    @Published var selectedTab: Tab = .trees

    let treesCoordinator: TreesCoordinator
    let harvestCoordinator: HarvestCoordinator

    init() {
        treesCoordinator = TreesCoordinator()
        harvestCoordinator = HarvestCoordinator()
        treesCoordinator.parent = self
        harvestCoordinator.parent = self
    }

    func select(_ tab: Tab) {
        selectedTab = tab
    }
}
