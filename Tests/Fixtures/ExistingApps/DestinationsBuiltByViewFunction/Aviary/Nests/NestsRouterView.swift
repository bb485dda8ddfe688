import SwiftUI

/// Shows the nests' stack; the routes are mapped by a function of this view.
struct NestsRouterView: View {
    @StateObject private var router = NestsRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            NestsView()
                .environmentObject(router)
                .navigationDestination(for: NestsRouter.Screen.self, destination: navigate(route:))
        }
    }

    @ViewBuilder private func navigate(route: NestsRouter.Screen) -> some View {
        switch route {
        case .eggs(count: let count):
            EggsView(count: count)
                .environmentObject(router)
        }
    }
}
