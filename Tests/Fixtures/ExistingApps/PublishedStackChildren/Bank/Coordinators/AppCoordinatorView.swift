import SwiftUI

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.stack) {
            coordinator.view(for: .accounts)
                .navigationDestination(for: AppCoordinator.Destination.self) { destination in
                    coordinator.view(for: destination)
                }
        }
        .fullScreenCover(item: $coordinator.cards) { cards in
            CardsCoordinatorView(coordinator: cards)
        }
    }
}
