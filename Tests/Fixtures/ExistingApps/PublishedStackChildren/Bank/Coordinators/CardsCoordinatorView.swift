import SwiftUI

struct CardsCoordinatorView: View {
    @ObservedObject var coordinator: CardsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.stack) {
            coordinator.view(for: .cards)
                .navigationDestination(for: CardsCoordinator.Destination.self) { destination in
                    coordinator.view(for: destination)
                }
        }
    }
}
