import SwiftUI

/// The navigation stack of the Reservation flow. The flows it
/// starts are presented from here.
struct ReservationCoordinatorView: View {
    @ObservedObject var coordinator: ReservationCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(page: .reservation)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page: page)
                }
        }
        .sheet(item: $coordinator.payment) { payment in
            PaymentCoordinatorView(coordinator: payment)
        }
        .environmentObject(coordinator)
    }
}
