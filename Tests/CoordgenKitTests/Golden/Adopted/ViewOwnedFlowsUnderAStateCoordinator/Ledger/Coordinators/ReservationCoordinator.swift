import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
@MainActor
final class ReservationCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for signInRoute: SignInRoute) -> some View {
        switch signInRoute {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
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

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(.receipt)
    }
}
