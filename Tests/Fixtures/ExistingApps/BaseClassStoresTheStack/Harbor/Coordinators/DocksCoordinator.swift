import UIKit

final class DocksCoordinator: StackCoordinator {
    private let services: Services

    init(stack: UINavigationController, services: Services) {
        self.services = services
        super.init(stack: stack)
    }

    override func start() {
        let screen = DocksViewController()
        screen.title = services.harbourName
        screen.onSelectBoat = { [weak self] boat in
            self?.openBoat(boat)
        }
        stack.pushViewController(screen, animated: false)
    }

    private func openBoat(_ boat: String) {
        let coordinator = BoatCoordinator(boat: boat, stack: stack)
        keep(coordinator)
        coordinator.start()
    }
}
