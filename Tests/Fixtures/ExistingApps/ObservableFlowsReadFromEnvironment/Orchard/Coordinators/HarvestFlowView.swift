import SwiftUI

struct HarvestFlowView: View {
    @State private var coordinator = HarvestCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.showView(.baskets)
                .navigationDestination(for: HarvestCoordinator.Routes.self) { route in
                    coordinator.showView(route)
                }
        }
        .environment(coordinator)
    }
}
