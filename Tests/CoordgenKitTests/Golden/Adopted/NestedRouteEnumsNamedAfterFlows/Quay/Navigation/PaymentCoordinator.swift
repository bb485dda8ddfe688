import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView creates and shows.
final class PaymentCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(page:)`.
    enum PaymentNavigation: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @MainActor
    @ViewBuilder
    func build(page paymentNavigation: PaymentNavigation) -> some View {
        switch paymentNavigation {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }

    func push(page paymentNavigation: PaymentNavigation) {
        path.append(paymentNavigation)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
