import UIKit

final class FruitCoordinator: BaseCoordinator<UINavigationController> {
    override func start() {
        host.pushViewController(FruitController(), animated: true)
    }
}
