import SwiftUI

struct TidesCoordinatorView: View {
    @ObservedObject var coordinator: TidesCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            TidesView()
                .navigationDestination(for: Destination.self) { _ in
                    Text("Coming soon")
                }
        }
    }
}
