import SwiftUI

/// The tabs: each shows the stack of the coordinator the tabs coordinator keeps for it.
struct OrchardRootView: View {
    @StateObject private var coordinator = TabsCoordinator()

    var body: some View {
        TabView(selection: $coordinator.selectedTab) {
            TreesNavigation(coordinator: coordinator.treesCoordinator)
                .tag(TabsCoordinator.Tab.trees)
            HarvestNavigation(coordinator: coordinator.harvestCoordinator)
                .tag(TabsCoordinator.Tab.harvest)
        }
    }
}
