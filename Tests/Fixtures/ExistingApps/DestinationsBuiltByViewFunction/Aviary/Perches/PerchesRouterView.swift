import SwiftUI

/// Shows the perches' stack; the routes are mapped by a function of this view.
struct PerchesRouterView: View {
    @StateObject private var router = PerchesRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            PerchesView()
                .environmentObject(router)
                .navigationDestination(for: PerchesRouter.Screen.self, destination: navigate(route:))
        }
    }

    @ViewBuilder private func navigate(route: PerchesRouter.Screen) -> some View {
        switch route {
        case .perch(name: let name):
            PerchView(name: name)
                .environmentObject(router)
        case .feeder:
            FeederView()
                .environmentObject(router)
        }
    }
}
