import UIKit

final class MapsCoordinator: NavigationCoordinator {
    private let services: Services

    init(services: Services) {
        self.services = services
        super.init(navigationController: UINavigationController())
    }

    override func start() {
        let screen = MapsViewController(api: services.api)
        screen.onPinTapped = { [weak self] in
            self?.showPin()
        }
        navigationController.pushViewController(screen, animated: false)
    }

    private func showPin() {
        let pin = PinCoordinator(navigationController: navigationController)
        addChild(pin)
        pin.start()
    }
}
