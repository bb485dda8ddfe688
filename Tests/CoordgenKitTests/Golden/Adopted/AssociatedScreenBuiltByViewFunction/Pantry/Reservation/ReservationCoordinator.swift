import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
final class ReservationCoordinator: Coordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Screen: Routable {
        case reservation
        case receipt
    }

    @Published var navigationPath: [Screen] = []
    var onFinish: (() -> Void)?

    @MainActor
    @ViewBuilder
    func view(for screen: Screen) -> some View {
        switch screen {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.navigationPath.removeLast()
            })
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        navigationPath.append(.receipt)
    }
}
