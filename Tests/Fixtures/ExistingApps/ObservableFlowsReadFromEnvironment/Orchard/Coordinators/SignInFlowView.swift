import SwiftUI

struct SignInFlowView: View {
    @State private var coordinator = SignInCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.showView(.email)
                .navigationDestination(for: SignInCoordinator.Routes.self) { route in
                    coordinator.showView(route)
                }
        }
        .environment(coordinator)
    }
}
