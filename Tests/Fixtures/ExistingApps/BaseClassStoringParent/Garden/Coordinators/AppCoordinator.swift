import UIKit

final class AppCoordinator: FlowCoordinator {
    var window: UIWindow?

    init(window: UIWindow?) {
        super.init(parent: nil)
        self.window = window
    }

    override func start() {
        let plants = PlantsCoordinator(parent: self)
        run(child: plants)
        window?.rootViewController = plants.navigationController
        window?.makeKeyAndVisible()
    }
}
