import SwiftUI

/// The navigation stack of the Payment flow. The flows it
/// starts are presented from here.
struct PaymentCoordinatorView: View {
    @ObservedObject var coordinator: PaymentCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: .payment)
                .navigationDestination(for: Destination.self) { destination in
                    coordinator.view(for: destination)
                }
        }
    }
}
