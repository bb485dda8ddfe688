import SwiftUI

/// Runs the Reservation flow: AppCoordinator shows it by setting its reservationCoordinator item, and
/// ReservationCoordinatorView shows its first screen; finish() sets that item back to nil, which closes the flow.
final class ReservationCoordinator: ObservableObject, Identifiable {
    /// The coordinator that shows this one.
    private unowned let parent: AppCoordinator
    @Published var paymentCoordinator: PaymentCoordinator?
    @Published var receiptViewModel: ReceiptViewModel?

    init(parent: AppCoordinator) {
        self.parent = parent
    }

    /// Ends the flow: AppCoordinator lets go of it.
    func finish() {
        parent.reservationCoordinator = nil
    }

    /// Starts the Payment flow (ReservationCoordinatorView binds paymentCoordinator with .sheet(item:)).
    func openPayment() {
        paymentCoordinator = PaymentCoordinator(parent: self)
    }

    /// Shows the Receipt screen (ReservationCoordinatorView binds receiptViewModel with .navigation(item:)).
    func openReceipt() {
        receiptViewModel = ReceiptViewModel(coordinator: self)
    }
}
