import SwiftUI

struct BedsCoordinatorView: View {
    @ObservedObject var coordinator: BedsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            BedView()
                .navigationDestination(for: BedsRoute.self) { route in
                    coordinator.view(for: route)
                }
        }
        .sheet(item: $coordinator.seeds) { seeds in
            SeedsCoordinatorView(coordinator: seeds)
        }
    }
}
