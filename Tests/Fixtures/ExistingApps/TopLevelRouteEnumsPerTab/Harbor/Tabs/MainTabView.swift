import SwiftUI

/// The tabs' stacks, each creating the coordinator of its flow: no coordinator owns another.
struct MainTabView: View {
    @StateObject private var docks = DocksCoordinator()
    @StateObject private var boats = BoatsCoordinator()

    var body: some View {
        VStack {
            NavigationStack(path: $docks.routeStack) {
                docks.rootView()
                    .navigationDestination(for: DocksRoute.self) { route in
                        docks.destinationView(route: route)
                    }
            }
            NavigationStack(path: $boats.routeStack) {
                boats.rootView()
                    .navigationDestination(for: BoatsRoute.self) { route in
                        boats.destinationView(route: route)
                    }
            }
        }
    }
}
