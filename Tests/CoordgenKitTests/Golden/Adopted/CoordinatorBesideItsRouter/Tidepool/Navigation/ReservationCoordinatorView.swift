import SwiftUI

/// The navigation stack of the Reservation flow. The flows it
/// starts are presented from here.
struct ReservationCoordinatorView: View {
    @Bindable var coordinator: ReservationCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.destination(for: .reservation)
                .navigationDestination(for: Stop.self) { stop in
                    coordinator.destination(for: stop)
                }
        }
        .sheet(item: $coordinator.payment) { payment in
            PaymentCoordinatorView(coordinator: payment)
        }
        .environment(coordinator)
    }
}
