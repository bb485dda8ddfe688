import SwiftUI

struct HarvestNavigation: View {
    @ObservedObject var coordinator: HarvestCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            HarvestView(coordinator: coordinator)
                .navigationDestination(for: HarvestCoordinator.Destination.self) { destination in
                    switch destination {
                    case .basket:
                        BasketView()
                    }
                }
        }
    }
}
