import SwiftUI

struct SignInCoordinatorView: View {
    @StateObject private var coordinator = SignInCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            EmailView()
                .navigationDestination(for: SignInRoute.self) { route in
                    switch route {
                    case .email:
                        EmailView()
                    case .password:
                        PasswordView()
                    }
                }
        }
        .environmentObject(coordinator)
    }
}
