import SwiftUI

/// Runs the Payment flow: ReservationCoordinator shows it by setting its paymentCoordinator item, and
/// PaymentCoordinatorView shows its first screen; finish() sets that item back to nil, which closes the flow.
final class PaymentCoordinator: ObservableObject, Identifiable {
    /// The coordinator that shows this one.
    private unowned let parent: ReservationCoordinator

    init(parent: ReservationCoordinator) {
        self.parent = parent
    }

    /// Ends the flow: ReservationCoordinator lets go of it.
    func finish() {
        parent.paymentCoordinator = nil
    }
}
