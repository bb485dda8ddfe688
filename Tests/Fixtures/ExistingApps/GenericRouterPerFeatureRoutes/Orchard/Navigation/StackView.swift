import SwiftUI

/// Shows a flow's first view on a stack bound to the flow's router.
struct StackView<Coordinator: FlowCoordinator>: View {
    @State private var router: Router<Coordinator.Route>
    private let coordinator: Coordinator

    init(coordinator: Coordinator) {
        _router = State(initialValue: coordinator.router)
        self.coordinator = coordinator
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            coordinator.makeView()
                .navigationDestination(for: Coordinator.Route.self) { route in
                    coordinator.makeDestination(for: route)
                }
        }
    }
}
