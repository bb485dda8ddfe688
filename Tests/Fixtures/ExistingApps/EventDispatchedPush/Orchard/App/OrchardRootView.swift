import SwiftUI

/// Both tabs' stacks, each the one of the coordinator the tabs coordinator keeps for it.
struct OrchardRootView: View {
    @StateObject private var coordinator = TabsCoordinator()

    var body: some View {
        VStack {
            TreesNavigation(coordinator: coordinator.treesCoordinator)
            HarvestNavigation(coordinator: coordinator.harvestCoordinator)
        }
    }
}
