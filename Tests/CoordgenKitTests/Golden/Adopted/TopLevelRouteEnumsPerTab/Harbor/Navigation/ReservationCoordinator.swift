import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
@MainActor
final class ReservationCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `destinationView(route:)`.
    enum ReservationRoute: Hashable {
        case reservation
        case receipt
    }

    @Published var routeStack: [ReservationRoute] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func destinationView(route reservationRoute: ReservationRoute) -> some View {
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

    func push(_ reservationRoute: ReservationRoute) {
        routeStack.append(reservationRoute)
    }

    func pop() {
        guard !routeStack.isEmpty else { return }
        routeStack.removeLast()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(.receipt)
    }
}
