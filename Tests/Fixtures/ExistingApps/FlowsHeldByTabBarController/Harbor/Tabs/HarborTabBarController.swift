import UIKit

final class HarborTabBarController: UITabBarController {
    private let docksCoordinator = DocksCoordinator(navigationController: UINavigationController())
    private let boatsCoordinator = BoatsCoordinator(navigationController: UINavigationController())

    override func viewDidLoad() {
        super.viewDidLoad()
        let coordinators: [Coordinator] = [docksCoordinator, boatsCoordinator]
        viewControllers = coordinators.map(\.navigationController)
        docksCoordinator.start()
        boatsCoordinator.start()
    }
}
