import SwiftUI

/// A flow pushed as a value onto the navigation path TabsView binds, which maps it to
/// `build()`; each screen of the flow is a page of it.
final class ReservationCoordinator: BaseCoordinator {
    /// The flow's screens. coordgen adds a case for each new screen, and its view to `build()`.
    enum Page: Hashable {
        case reservation
        case receipt
    }

    let page: Page

    init(path: NavigationPath, page: Page) {
        self.page = page
        super.init(path: path)
    }

    @MainActor
    @ViewBuilder
    func build() -> some View {
        switch page {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                guard let self, !self.path.isEmpty else { return }
                self.path.removeLast()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                guard let self, !self.path.isEmpty else { return }
                self.path.removeLast()
            })
        }
    }

    /// Starts the Payment flow: pushes its coordinator onto this flow's navigation path.
    func openPaymentCoordinator() {
        path.append(PaymentCoordinator(path: path, page: .payment))
    }

    /// Pushes the Receipt screen: this flow's coordinator again, on its .receipt page.
    func pushToReceipt() {
        path.append(ReservationCoordinator(path: path, page: .receipt))
    }
}
