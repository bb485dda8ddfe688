import SwiftUI

/// A flow pushed as a value onto the navigation path TabsView binds, which maps it to
/// `build()`; each screen of the flow is a page of it.
final class PaymentCoordinator: BaseCoordinator {
    /// The flow's screens. coordgen adds a case for each new screen, and its view to `build()`.
    enum Page: Hashable {
        case payment
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
        case .payment:
            PaymentView(onFinish: { [weak self] in
                guard let self, !self.path.isEmpty else { return }
                self.path.removeLast()
            })
        }
    }
}
