import Observation
import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
@Observable
@MainActor
final class ReservationCoordinator: Identifiable {
    var path = NavigationPath()
    var payment: PaymentCoordinator?
    var onFinish: (() -> Void)?

    @ViewBuilder
    func destination(for stop: Stop) -> some View {
        switch stop {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func push(_ stop: Stop) {
        path.append(stop)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Starts the Payment flow as a child of this coordinator: its view presents it in a
    /// sheet with a navigation stack of its own, and it is released when the flow ends.
    func openPaymentCoordinator() {
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
