import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationView creates and shows.
final class ReservationCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(_:)`.
    enum Route: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @MainActor
    @ViewBuilder
    func build(_ route: Route) -> some View {
        switch route {
        case .reservation:
            ReservationContentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.pop()
            })
        }
    }

    func push(_ route: Route) {
        path.append(route)
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
