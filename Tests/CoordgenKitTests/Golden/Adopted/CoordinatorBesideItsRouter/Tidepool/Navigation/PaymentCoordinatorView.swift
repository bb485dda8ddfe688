import SwiftUI

/// The navigation stack of the Payment flow. The flows it
/// starts are presented from here.
struct PaymentCoordinatorView: View {
    @Bindable var coordinator: PaymentCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.destination(for: .payment)
                .navigationDestination(for: Stop.self) { stop in
                    coordinator.destination(for: stop)
                }
        }
        .environment(coordinator)
    }
}
