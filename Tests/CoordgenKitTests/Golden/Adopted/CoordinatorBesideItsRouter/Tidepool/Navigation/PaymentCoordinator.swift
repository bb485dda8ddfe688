import Observation
import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
@Observable
@MainActor
final class PaymentCoordinator: Identifiable {
    var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func destination(for stop: Stop) -> some View {
        switch stop {
        case .payment:
            PaymentView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func push(_ stop: Stop) {
        path.append(stop)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
