import SwiftUI

final class TidesCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?

    var rootView: some View {
        TidesView(onDone: { [weak self] in
            self?.finish()
        })
    }

    func didFinish(childCoordinator: any Coordinator) {}
}
