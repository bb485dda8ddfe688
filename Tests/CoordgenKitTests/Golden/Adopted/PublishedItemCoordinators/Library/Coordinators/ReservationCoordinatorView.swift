import SwiftUI

/// The Reservation flow's view: it shows the flow's first screen, and the screens its coordinator's items show.
struct ReservationCoordinatorView: View {
    @ObservedObject var coordinator: ReservationCoordinator

    var body: some View {
        ReservationView(onFinish: {
            coordinator.finish()
        })
            .sheet(item: $coordinator.paymentCoordinator) {
                PaymentCoordinatorView(coordinator: $0)
            }
            .navigation(item: $coordinator.receiptViewModel) {
                ReceiptView(viewModel: $0)
            }
    }
}
