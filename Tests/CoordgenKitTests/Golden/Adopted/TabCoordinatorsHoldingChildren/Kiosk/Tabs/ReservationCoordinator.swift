import SwiftUI

/// Runs the Reservation flow: TabsCoordinator makes it once, passing itself, and holds it as long as
/// it lives; ReservationCoordinatorView receives it and shows its first screen.
@Observable
@MainActor
final class ReservationCoordinator {
    /// The coordinator that made this one and holds it.
    private unowned let parent: TabsCoordinator
    var paymentCoordinator: PaymentCoordinator!

    init(parent: TabsCoordinator) {
        self.parent = parent
        paymentCoordinator = PaymentCoordinator(parent: self)
    }
}
