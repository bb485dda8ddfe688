import UIKit

final class AppCoordinator: BaseCoordinator {
    func start() {
        showPiers()
    }

    private func showPiers() {
        let piers = PiersCoordinator(router: router)
        piers.onFinish = { [weak self, weak piers] in
            guard let piers else { return }
            self?.removeDependency(piers)
        }
        addDependency(piers)
        piers.start()
    }
}
