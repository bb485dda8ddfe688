import UIKit

/// The root flow: the garden first, the shed from the garden's menu.
final class AppCoordinator: StackCoordinator {
    override func start() {
        let garden = GardenCoordinator(modules: modules)
        garden.onLeave = { [weak self] in self?.showShed() }
        flows.append(garden)
        garden.start()
        setViewControllers([garden], animated: false)
    }

    private func showShed() {
        let shed = ShedCoordinator(modules: modules)
        flows.append(shed)
        shed.start()
        present(shed, animated: true)
    }
}
