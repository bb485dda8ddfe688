import UIKit

final class TabsCoordinator: BaseCoordinator {
    private let trees = TreesCoordinator(presenter: UINavigationController())
    private let harvest = HarvestCoordinator(presenter: UINavigationController())
    private let weather = WeatherCoordinator(presenter: UINavigationController())

    private let store = FruitStore.shared

    override func start() {
        let tabBarController = UITabBarController()
        setupStarters()
        tabBarController.setViewControllers(makeTabs(), animated: true)
        navigationController.pushViewController(tabBarController, animated: true)
        navigationController.isNavigationBarHidden = true
    }
}

extension TabsCoordinator {
    private func setupStarters() {
        trees.store = store
        harvest.store = store
        weather.store = store

        start(coordinator: trees)
        start(coordinator: harvest)
        start(coordinator: weather)
    }

    private func makeTabs() -> [UINavigationController] {
        let item1 = UITabBarItem(title: "Trees", image: nil, selectedImage: nil)
        trees.navigationController.tabBarItem = item1

        let item2 = UITabBarItem(title: "Harvest", image: nil, selectedImage: nil)
        harvest.navigationController.tabBarItem = item2

        let item3 = UITabBarItem(title: "Weather", image: nil, selectedImage: nil)
        weather.navigationController.tabBarItem = item3
        return [
            trees.navigationController,
            harvest.navigationController,
            weather.navigationController
        ]
    }
}
