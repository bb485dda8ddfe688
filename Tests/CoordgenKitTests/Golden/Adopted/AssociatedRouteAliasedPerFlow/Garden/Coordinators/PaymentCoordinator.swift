import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class PaymentCoordinator: Coordinator, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum PaymentRoute: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?
    typealias Route = PaymentRoute

    @ViewBuilder
    func view(for paymentRoute: PaymentRoute) -> some View {
        switch paymentRoute {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }
}
