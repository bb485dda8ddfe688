import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class ReservationCoordinator: ObservableObject, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum ReservationRoute: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for reservationRoute: ReservationRoute) -> some View {
        switch reservationRoute {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
        }
    }

    func push(next reservationRoute: ReservationRoute) {
        path.append(reservationRoute)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(next: .receipt)
    }
}
