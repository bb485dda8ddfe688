import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
final class ReservationCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func push(_ page: Page) {
        path.append(page)
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
