import UIKit

final class AppCoordinator: StackCoordinator {
    private let services: Services

    init(stack: UINavigationController, services: Services) {
        self.services = services
        super.init(stack: stack)
    }

    override func start() {
        let docks = DocksCoordinator(stack: stack, services: services)
        keep(docks)
        docks.start()
    }
}
