//
//  DogsCoordinator.swift
//  Kennel
//

import UIKit

protocol DogsCoordinatorProtocol {
    func showProfile(of dog: String)
    func switchTab(to index: Int)
}

final class DogsCoordinator: DogsCoordinatorProtocol {
    private let navigationController: UINavigationController
    private weak var tabs: TabSwitchingCoordinatorProtocol?

    init(navigationController: UINavigationController, tabs: TabSwitchingCoordinatorProtocol) {
        self.navigationController = navigationController
        self.tabs = tabs
    }

    func showProfile(of dog: String) {
        let coordinator = ProfileCoordinator(navigationController: navigationController)
        navigationController.pushViewController(ProfileViewController(dog: dog, coordinator: coordinator), animated: true)
    }

    func switchTab(to index: Int) {
        tabs?.switchTab(to: index)
    }
}
