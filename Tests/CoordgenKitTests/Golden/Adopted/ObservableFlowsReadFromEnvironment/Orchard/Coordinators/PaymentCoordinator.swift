import Observation
import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentFlowView creates and shows.
@Observable
final class PaymentCoordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `showView(_:)`.
    enum Routes: Hashable {
        case payment
    }

    var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func showView(_ routes: Routes) -> some View {
        switch routes {
        case .payment:
            PaymentView()
        }
    }

    func goTo(_ routes: Routes) {
        path.append(routes)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
