import SwiftUI

/// The navigation stack of the Reservation flow. The flows it
/// starts are presented from here.
struct ReservationRouterView: View {
    @Bindable var coordinator: ReservationRouter

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.destination(for: .reservation)
                .navigationDestination(for: Page.self) { page in
                    coordinator.destination(for: page)
                }
        }
        .sheet(item: $coordinator.payment) { payment in
            PaymentRouterView(coordinator: payment)
        }
        .environment(coordinator)
    }
}
