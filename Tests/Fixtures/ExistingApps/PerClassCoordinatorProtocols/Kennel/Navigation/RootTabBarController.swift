//
//  RootTabBarController.swift
//  Kennel
//

import UIKit

/// What the screens' coordinators ask of the tab bar: switching tabs.
protocol TabSwitchingCoordinatorProtocol: AnyObject {
    func switchTab(to index: Int)
}

final class RootTabBarController: UITabBarController, TabSwitchingCoordinatorProtocol {
    func configureTabs() {
        let dogsNavigation = UINavigationController()
        let dogs = DogsCoordinator(navigationController: dogsNavigation, tabs: self)
        dogsNavigation.setViewControllers([DogsViewController(coordinator: dogs)], animated: false)
        let walksNavigation = UINavigationController()
        let walks = WalksCoordinator(navigationController: walksNavigation)
        walksNavigation.setViewControllers([WalksViewController(coordinator: walks)], animated: false)
        viewControllers = [dogsNavigation, walksNavigation]
    }

    func switchTab(to index: Int) {
        selectedIndex = index
    }
}
