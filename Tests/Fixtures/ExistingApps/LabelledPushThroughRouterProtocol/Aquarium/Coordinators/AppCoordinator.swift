import UIKit

final class AppCoordinator: Flow {
    let navigator: Navigating
    var flows: [Flow] = []

    init(navigator: Navigating) {
        self.navigator = navigator
    }

    func start() {
        showTanks()
    }

    func showTanks() {
        let flow = TanksCoordinator(navigator: navigator)
        flow.onEnd = { [weak self] in
            self?.flows.removeAll()
        }
        flows.append(flow)
        flow.start()
    }
}
