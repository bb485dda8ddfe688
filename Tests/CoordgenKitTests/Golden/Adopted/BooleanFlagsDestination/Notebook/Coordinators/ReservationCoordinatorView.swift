import SwiftUI

/// The Reservation flow's navigation stack: its first screen, and the screens its coordinator's flags show.
struct ReservationCoordinatorView: View {
    @ObservedObject var coordinator: ReservationCoordinator

    var body: some View {
        NavigationStack {
            ReservationView(onFinish: {
                coordinator.onFinish?()
            })
                .navigationDestination(isPresented: $coordinator.isShowingReceipt) {
                    ReceiptView(onFinish: {
                        coordinator.isShowingReceipt = false
                    })
                }
        }
        .sheet(item: $coordinator.payment) { payment in
            PaymentCoordinatorView(coordinator: payment)
        }
    }
}
