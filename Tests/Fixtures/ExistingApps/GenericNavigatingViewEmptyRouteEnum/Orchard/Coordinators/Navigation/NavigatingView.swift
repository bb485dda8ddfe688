import SwiftUI

/// The stack of any flow: its first view, then the view of each route pushed.
struct NavigatingView<SomeCoordinator: FlowCoordinator>: View {
    @StateObject var controller: NavigationController<SomeCoordinator.Route>
    @StateObject var coordinator: SomeCoordinator

    var content: () -> any View

    var body: some View {
        NavigationStack(path: $controller.navigationPath) {
            AnyView(content())
                .navigationDestination(for: SomeCoordinator.Route.self) {
                    coordinator.destination(for: $0)
                }
        }
    }
}
