import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class PaymentCoordinator: ObservableObject, Identifiable {
    @Published var trail = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for stop: Stop) -> some View {
        switch stop {
        case .payment:
            PaymentView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func visit(_ stop: Stop) {
        trail.append(stop)
    }

    func goBack() {
        guard !trail.isEmpty else { return }
        trail.removeLast()
    }
}
