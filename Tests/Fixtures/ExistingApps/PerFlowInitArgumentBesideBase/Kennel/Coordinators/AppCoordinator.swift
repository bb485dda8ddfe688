import UIKit

final class AppCoordinator: BaseCoordinator {
    override func start() {
        let kennels = KennelsCoordinator(navigation: navigation)
        coordinate(to: kennels)
    }
}
