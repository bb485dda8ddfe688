import SwiftUI

/// Runs the Reservation flow: each screen it shows is a flag that ReservationCoordinatorView binds (coordgen adds one,
/// with the method raising it, for each new screen); the flow that starts it presents it and lets it go
/// when it ends.
final class ReservationCoordinator: ObservableObject, Identifiable {
    /// Called when the flow is done, for the flow that started it to let it go.
    var onFinish: (() -> Void)?
    @Published var payment: PaymentCoordinator?
    @Published var isShowingReceipt = false

    /// Starts the Payment flow as a child of this coordinator: its view presents it, and it
    /// is released when the flow ends.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.payment = nil
        }
        payment = coordinator
    }

    /// Shows the Receipt screen (ReservationCoordinator's view binds isShowingReceipt with .navigationDestination(isPresented:)).
    func showReceipt() {
        isShowingReceipt = true
    }
}
