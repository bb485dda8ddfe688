import SwiftUI

struct MoonCoordinatorView: View {
    @ObservedObject var coordinator: MoonCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            MoonView()
                .navigationDestination(for: Destination.self) { page in
                    Text("Coming soon")
                }
        }
    }
}
