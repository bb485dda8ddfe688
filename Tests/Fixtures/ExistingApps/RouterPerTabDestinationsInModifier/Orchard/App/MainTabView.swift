import SwiftUI

/// One router per tab, all of the same class; every tab's root gets the same destinations.
struct MainTabView: View {
    @State private var groveRouter = NavigationRouter()
    @State private var marketRouter = NavigationRouter()

    var body: some View {
        VStack {
            NavigationStack(path: $groveRouter.path) {
                GroveView()
                    .navigationDestinations(router: groveRouter)
            }
            .environment(groveRouter)

            NavigationStack(path: $marketRouter.path) {
                MarketView()
                    .navigationDestinations(router: marketRouter)
            }
            .environment(marketRouter)
        }
    }
}

// MARK: - Destinations

struct NavigationDestinationsModifier: ViewModifier {
    let router: NavigationRouter

    func body(content: Content) -> some View {
        content
            .navigationDestination(for: AppRoute.self) { route in
                switch route {
                case .tree(let id):
                    TreeView(id: id)
                case .harvest:
                    HarvestView()
                case .stall(let name):
                    StallView(name: name)
                }
            }
            .environment(router)
    }
}

extension View {
    func navigationDestinations(router: NavigationRouter) -> some View {
        modifier(NavigationDestinationsModifier(router: router))
    }
}
