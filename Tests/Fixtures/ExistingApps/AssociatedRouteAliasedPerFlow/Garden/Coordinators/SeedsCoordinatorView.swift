import SwiftUI

struct SeedsCoordinatorView: View {
    @ObservedObject var coordinator: SeedsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            PacketView()
                .navigationDestination(for: SeedsRoute.self) { route in
                    coordinator.view(for: route)
                }
        }
    }
}
