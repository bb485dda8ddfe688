import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class ReservationCoordinator: Coordinator, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum ReservationRoute: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    @Published var payment: PaymentCoordinator?
    var onFinish: (() -> Void)?
    typealias Route = ReservationRoute

    @ViewBuilder
    func view(for reservationRoute: ReservationRoute) -> some View {
        switch reservationRoute {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.pop()
            })
        }
    }

    /// Starts the Payment flow as a child of this coordinator: its view presents it in a
    /// sheet with a navigation stack of its own, and it is released when the flow ends.
    func openPayment() {
        let coordinator = PaymentCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.payment = nil
        }
        payment = coordinator
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(.receipt)
    }
}
