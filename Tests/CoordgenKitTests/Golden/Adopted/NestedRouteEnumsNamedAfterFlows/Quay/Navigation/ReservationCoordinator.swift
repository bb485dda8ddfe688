import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
final class ReservationCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(page:)`.
    enum ReservationNavigation: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @MainActor
    @ViewBuilder
    func build(page reservationNavigation: ReservationNavigation) -> some View {
        switch reservationNavigation {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.pop()
            })
        }
    }

    func push(page reservationNavigation: ReservationNavigation) {
        path.append(reservationNavigation)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(page: .receipt)
    }
}
