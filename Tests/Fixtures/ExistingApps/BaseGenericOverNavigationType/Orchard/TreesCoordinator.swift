import UIKit

final class TreesCoordinator: BaseCoordinator<UINavigationController> {
    private var fruit: FruitCoordinator?

    override func start() {
        let screen = TreesController()
        screen.onPick = { [weak self] in self?.showFruit() }
        host.setViewControllers([screen], animated: true)
    }

    private func showFruit() {
        let fruit = FruitCoordinator(host: host)
        self.fruit = fruit
        fruit.start()
    }
}
