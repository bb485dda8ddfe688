import SwiftUI

/// A flow pushed as a value onto the navigation path ShelfApp binds, which maps it to
/// `content()`; each screen of the flow is a page of it.
final class PaymentCoordinator: Hashable {
    /// The flow's screens. coordgen adds a case for each new screen, and its view to `content()`.
    enum Page: Hashable {
        case payment
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
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.path.removeLast()
            })
        }
    }

    nonisolated static func == (lhs: PaymentCoordinator, rhs: PaymentCoordinator) -> Bool {
        lhs.id == rhs.id
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
