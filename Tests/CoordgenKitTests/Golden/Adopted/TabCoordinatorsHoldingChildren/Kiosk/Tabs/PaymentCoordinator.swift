import SwiftUI

/// Runs the Payment flow: ReservationCoordinator makes it once, passing itself, and holds it as long as
/// it lives; PaymentCoordinatorView receives it and shows its first screen.
@Observable
@MainActor
final class PaymentCoordinator {
    /// The coordinator that made this one and holds it.
    private unowned let parent: ReservationCoordinator

    init(parent: ReservationCoordinator) {
        self.parent = parent
    }
}
