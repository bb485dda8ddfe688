import SwiftUI

final class ReservationCoordinator: FlowCoordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?

    @Published var childCoordinator: (any Coordinator)?
    @Published var navigationControllers = [NavigationController<ReservationRoute>]()

    init() {
        setupInitialNavigationController()
    }

    func destination(for route: ReservationRoute) -> some View {
        switch route {
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.popLast()
            })
        default:
            ReservationView(onDone: { [weak self] in
                self?.finish()
            })
        }
    }

    var rootView: some View {
        NavigatingView(controller: self.rootNavigationController, coordinator: self) {
            ReservationView(onDone: { [weak self] in
                self?.finish()
            })
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        push(route: .receipt)
    }
}
