import SwiftUI

final class BoatsCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?

    var rootView: some View {
        BoatsView(onDone: { [weak self] in
            self?.finish()
        })
    }

    func didFinish(childCoordinator: any Coordinator) {}
}
