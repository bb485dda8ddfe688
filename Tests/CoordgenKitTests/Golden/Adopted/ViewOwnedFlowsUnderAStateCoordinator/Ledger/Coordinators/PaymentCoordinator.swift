import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView creates and shows.
@MainActor
final class PaymentCoordinator: ObservableObject {
    @Published var path = NavigationPath()
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
