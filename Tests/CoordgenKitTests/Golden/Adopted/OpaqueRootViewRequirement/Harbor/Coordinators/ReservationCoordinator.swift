import SwiftUI

final class ReservationCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?

    var rootView: some View {
        ReservationView(onDone: { [weak self] in
            self?.finish()
        })
    }

    func didFinish(childCoordinator: any Coordinator) {}
}
