import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class PaymentCoordinator: ObservableObject, Identifiable {
    @Published var path: [SignInRoute] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for signInRoute: SignInRoute) -> some View {
        switch signInRoute {
        case .payment:
            PaymentView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func push(_ signInRoute: SignInRoute) {
        path.append(signInRoute)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
