import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentStackView creates and shows.
final class PaymentCoordinator: TabCoordinator {
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(_ page: Page) -> some View {
        switch page {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }
}
