import SwiftUI

/// A flow pushed as a value onto the navigation path ShelfApp binds, which maps it to
/// `content()`; each screen of the flow is a page of it.
final class ReservationCoordinator: Hashable {
    /// The flow's screens. coordgen adds a case for each new screen, and its view to `content()`.
    enum Page: Hashable {
        case reservation
        case receipt
    }

    @Binding var path: NavigationPath
    let page: Page
    private let id = UUID()

    init(path: Binding<NavigationPath>, page: Page) {
        _path = path
        self.page = page
    }

    @MainActor
    @ViewBuilder
    func content() -> some View {
        switch page {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.path.removeLast()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.path.removeLast()
            })
        }
    }

    nonisolated static func == (lhs: ReservationCoordinator, rhs: ReservationCoordinator) -> Bool {
        lhs.id == rhs.id
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Starts the Payment flow: pushes its coordinator onto this flow's navigation path.
    func openPaymentCoordinator() {
        path.append(PaymentCoordinator(path: $path, page: .payment))
    }

    /// Pushes the Receipt screen: this flow's coordinator again, on its .receipt page.
    func pushToReceipt() {
        path.append(ReservationCoordinator(path: $path, page: .receipt))
    }
}
