import SwiftUI

final class ReservationCoordinator: FlowCoordinator {
    var router = Router<ReservationRoute>()

    func makeView() -> some View {
        makeDestination(for: .barrels)
    }

    func makeDestination(for route: ReservationRoute) -> some View {
        switch route {
        case .barrels:
            ReservationView()
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.router.path.removeLast()
            })
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        router.push(.receipt)
    }
}
