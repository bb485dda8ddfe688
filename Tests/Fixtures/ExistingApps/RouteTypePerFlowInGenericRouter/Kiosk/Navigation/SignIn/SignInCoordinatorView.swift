import SwiftUI

struct SignInCoordinatorView: View {
    @ObservedObject var coordinator: SignInCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            WelcomeView()
                .navigationDestination(for: SignInRoute.self) { route in
                    switch route {
                    case .welcome:
                        WelcomeView()
                    case .code:
                        CodeView()
                    }
                }
        }
        .environmentObject(coordinator)
    }
}
