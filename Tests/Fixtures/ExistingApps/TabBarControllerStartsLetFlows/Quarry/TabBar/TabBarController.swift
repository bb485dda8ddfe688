import UIKit

final class TabBarController: UITabBarController {
    weak var coordinator: TabBarCoordinator?

    let homeCoordinator = HomeCoordinator(navigationController: UINavigationController())
    let profileCoordinator = ProfileCoordinator(navigationController: UINavigationController())

    override func viewDidLoad() {
        super.viewDidLoad()
        configureTabs()
        navigationItem.hidesBackButton = true
    }

    private func configureTabs() {
        homeCoordinator.start()
        profileCoordinator.start()
        viewControllers = [
            homeCoordinator.navigationController,
            profileCoordinator.navigationController
        ]
    }
}
