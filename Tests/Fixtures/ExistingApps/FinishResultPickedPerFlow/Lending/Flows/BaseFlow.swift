import UIKit

class BaseFlow: FlowCoordinator {
    let identifier = UUID()

    private var running: [UUID: FlowCoordinator] = [:]

    func keep(_ flow: FlowCoordinator) {
        running[flow.identifier] = flow
    }

    func release(_ flow: FlowCoordinator) {
        running[flow.identifier] = nil
    }

    func start() {
        start(with: nil)
    }

    func start(with link: Link?) {}
}

class NavigatingFlow: BaseFlow {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}

class ResultFlow<Outcome>: NavigatingFlow, ResultCoordinator {
    var onFinishFlow: ((Outcome) -> Void)?
}
