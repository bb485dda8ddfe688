import SwiftUI

/// The boats tab: it creates its coordinator and shows the coordinator's stack.
struct BoatsView: View {
    @StateObject private var coordinator = BoatsCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.list)
                .navigationDestination(for: BoatsCoordinator.Route.self) { route in
                    coordinator.build(route)
                }
        }
    }
}
