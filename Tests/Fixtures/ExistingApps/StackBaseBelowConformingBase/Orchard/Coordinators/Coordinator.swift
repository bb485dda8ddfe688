//
//  Coordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol CoordinatorContract {
    var childCoordinators: [String: CoordinatorContract] { get set }

    func key() -> String
    static func key() -> String

    func start()
    func start(_ child: CoordinatorContract)

    func keep(_ child: CoordinatorContract)
    func letGo(_ child: CoordinatorContract)
}

/// What every coordinator inherits: its children, kept by their key.
class Coordinator: NSObject, CoordinatorContract {
    var childCoordinators: [String: CoordinatorContract] = [:]

    func key() -> String {
        String(describing: type(of: self))
    }

    static func key() -> String {
        String(describing: self)
    }

    func start() {
        assertionFailure("subclasses start their flow")
    }

    func start(_ child: CoordinatorContract) {
        keep(child)
        child.start()
    }

    func keep(_ child: CoordinatorContract) {
        childCoordinators[child.key()] = child
    }

    func letGo(_ child: CoordinatorContract) {
        childCoordinators[child.key()] = nil
    }
}

/// A coordinator whose screens go onto a navigation stack.
class StackCoordinator: Coordinator {
    var navigationController: UINavigationController

    required init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func show(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}

/// A stack shown as one tab of the tab bar.
class TabStackCoordinator: StackCoordinator {
    func tabItem() -> UITabBarItem {
        UITabBarItem()
    }

    override func show(_ viewController: UIViewController) {
        viewController.tabBarItem = tabItem()
        super.show(viewController)
    }
}
