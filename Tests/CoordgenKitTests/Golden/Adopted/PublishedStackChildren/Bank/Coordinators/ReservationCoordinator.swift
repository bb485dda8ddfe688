import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class ReservationCoordinator: Coordinator, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Destination: Hashable {
        case reservation
        case receipt
    }

    @Published var stack: [Destination] = []
    weak var parent: AppCoordinator?
    @Published var payment: PaymentCoordinator?

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.parent?.childDidFinish()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.back()
            })
        }
    }

    /// Starts the Payment flow as a child of this coordinator: its view presents it in a
    /// full-screen cover with a navigation stack of its own, and it is released when the flow ends.
    func startPayment() {
        let coordinator = PaymentCoordinator()
        coordinator.parent = self
        payment = coordinator
    }

    /// Lets a child flow go once it is done.
    func childDidFinish() {
        payment = nil
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        show(.receipt)
    }
}
