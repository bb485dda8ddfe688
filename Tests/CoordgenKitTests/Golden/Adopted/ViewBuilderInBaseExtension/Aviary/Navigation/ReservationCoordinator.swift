import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class ReservationCoordinator: ObservableObject, Identifiable {
    @Published var path = NavigationPath()
    @Published var payment: PaymentCoordinator?
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .reservation:
            ReservationView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func push(page page: Page) {
        path.append(page)
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
}
