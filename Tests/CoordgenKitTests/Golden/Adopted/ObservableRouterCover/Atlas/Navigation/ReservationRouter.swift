import Observation
import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationRouterView shows; the flow that
/// starts it presents it and lets it go when it ends.
@Observable
final class ReservationRouter: Identifiable {
    var path: [Page] = []
    var payment: PaymentRouter?
    var onFinish: (() -> Void)?

    @ViewBuilder
    func destination(for page: Page) -> some View {
        switch page {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func go(to page: Page) {
        path.append(page)
    }

    func goBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Starts the Payment flow as a child of this coordinator: its view presents it in a
    /// sheet with a navigation stack of its own, and it is released when the flow ends.
    func openPaymentRouter() {
        let coordinator = PaymentRouter()
        coordinator.onFinish = { [weak self] in
            self?.payment = nil
        }
        payment = coordinator
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        go(to: .receipt)
    }
}
