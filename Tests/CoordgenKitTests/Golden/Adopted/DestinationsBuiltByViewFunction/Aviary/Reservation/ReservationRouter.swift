import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationRouterView creates and shows.
final class ReservationRouter: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Screen: Hashable {
        case reservation
        case receipt
    }

    @Published var path: [Screen] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for screen: Screen) -> some View {
        switch screen {
        case .reservation:
            ReservationView()
        case .receipt:
            ReceiptView()
        }
    }

    func push(_ screen: Screen) {
        path.append(screen)
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
