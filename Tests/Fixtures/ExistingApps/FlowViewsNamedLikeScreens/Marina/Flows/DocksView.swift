import SwiftUI

/// The docks tab: it creates its coordinator and shows the coordinator's stack.
struct DocksView: View {
    @StateObject private var coordinator = DocksCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.list)
                .navigationDestination(for: DocksCoordinator.Route.self) { route in
                    coordinator.build(route)
                }
        }
    }
}
