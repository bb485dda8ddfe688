import SwiftUI

/// The Trees tab's stack: the coordinator's destinations are mapped to views here.
struct TreesNavigation: View {
    @ObservedObject var coordinator: TreesCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            TreesView(coordinator: coordinator)
                .navigationDestination(for: TreesCoordinator.Destination.self) { destination in
                    switch destination {
                    case .tree(let number):
                        TreeView(number: number, coordinator: coordinator)
                    case .pruning:
                        PruningView()
                    }
                }
        }
        .sheet(item: $coordinator.sheet) { sheet in
            switch sheet {
            case .planting:
                Text("Planting")
            }
        }
    }
}
