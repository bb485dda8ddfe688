import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
@MainActor
final class ReservationCoordinator: ObservableObject, Coordinator, Identifiable {
    @Published var path: [Destination] = []
    @Published var payment: PaymentCoordinator?
    var onFinish: (() -> Void)?

    func start() -> some View {
        ReservationCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
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
