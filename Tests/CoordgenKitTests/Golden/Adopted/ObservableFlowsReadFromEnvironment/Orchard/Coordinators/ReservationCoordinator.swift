import Observation
import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationFlowView creates and shows.
@Observable
final class ReservationCoordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `showView(_:)`.
    enum Routes: Hashable {
        case reservation
        case receipt
    }

    var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func showView(_ routes: Routes) -> some View {
        switch routes {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
        }
    }

    func goTo(_ routes: Routes) {
        path.append(routes)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        goTo(.receipt)
    }
}
