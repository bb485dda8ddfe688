import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView creates and shows.
@MainActor
final class PaymentCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(page:)`.
    enum Page: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }

    func push(_ page: Page) {
        path.append(page)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
