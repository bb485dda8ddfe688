import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationFlowView creates and shows.
final class ReservationCoordinator: FlowCoordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(_:)`.
    enum Screen: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    var onClose: (() -> Void)?

    @ViewBuilder
    func build(_ screen: Screen) -> some View {
        switch screen {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onClose?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.pop()
            })
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(.receipt)
    }
}
