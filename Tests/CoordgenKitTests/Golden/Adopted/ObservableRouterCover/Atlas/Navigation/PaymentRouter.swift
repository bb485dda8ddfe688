import Observation
import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentRouterView shows; the flow that
/// starts it presents it and lets it go when it ends.
@Observable
final class PaymentRouter: Identifiable {
    var path: [Page] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func destination(for page: Page) -> some View {
        switch page {
        case .payment:
            PaymentView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func go(to page: Page) {
        path.append(page)
    }

    func goBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
