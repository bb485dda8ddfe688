import SwiftUI

/// The navigation stack of the Reservation flow. The flows it
/// starts are presented from here.
struct ReservationCoordinatorView: View {
    @ObservedObject var coordinator: ReservationCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.trail) {
            coordinator.view(for: .reservation)
                .navigationDestination(for: Stop.self) { stop in
                    coordinator.view(for: stop)
                }
        }
        .sheet(item: $coordinator.payment) { payment in
            PaymentCoordinatorView(coordinator: payment)
        }
        .environmentObject(coordinator)
    }
}
