import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationStackView creates and shows.
final class ReservationCoordinator: TabCoordinator {
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(_ page: Page) -> some View {
        switch page {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.pop()
            })
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(.receipt)
    }
}
