import SwiftUI

struct AccountCoordinatorView: View {
    @ObservedObject var coordinator: AccountCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.router.path) {
            ProfileView()
                .navigationDestination(for: AccountRoute.self) { route in
                    switch route {
                    case .profile:
                        ProfileView()
                    }
                }
        }
        .environmentObject(coordinator)
    }
}
