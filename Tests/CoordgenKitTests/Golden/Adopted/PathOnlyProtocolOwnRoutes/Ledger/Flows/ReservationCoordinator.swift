import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationFlowView creates and shows.
@MainActor
final class ReservationCoordinator: ObservableObject, PathCoordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(_:)`.
    enum Step: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    var onClose: (() -> Void)?

    @ViewBuilder
    func build(_ step: Step) -> some View {
        switch step {
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

    func push(_ step: Step) {
        path.append(step)
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
