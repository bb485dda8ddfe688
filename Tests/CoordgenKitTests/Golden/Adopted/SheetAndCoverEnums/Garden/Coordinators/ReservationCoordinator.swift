import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
@MainActor
final class ReservationCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(page:)`.
    enum Page: Hashable {
        case reservation
        case receipt
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
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
