import SwiftUI

struct AppCoordinatorView: View {
    @Bindable var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.destination(for: .list)
                .navigationDestination(for: Route.self) { route in
                    coordinator.destination(for: route)
                }
        }
    }
}
