import SwiftUI

/// The navigation stack of the Reservation flow. The flows it
/// starts are presented from here.
struct ReservationCoordinatorView: View {
    @ObservedObject var coordinator: ReservationCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: .reservation)
                .navigationDestination(for: Destination.self) { destination in
                    coordinator.view(for: destination)
                }
        }
        .sheet(item: $coordinator.payment) { payment in
            PaymentCoordinatorView(coordinator: payment)
        }
    }
}
