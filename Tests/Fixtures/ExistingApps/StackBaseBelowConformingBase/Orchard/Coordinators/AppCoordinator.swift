//
//  AppCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private var signedIn = false

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    override func start() {
        signedIn ? showTabs() : showSignIn()
    }

    private func showSignIn() {
        let coordinator = SignInCoordinator()
        coordinator.delegate = self
        start(coordinator)
        window.rootViewController = coordinator.viewController
    }

    private func showTabs() {
        let coordinator = TabsCoordinator()
        coordinator.delegate = self
        start(coordinator)
        window.rootViewController = coordinator.tabBarController
    }
}

extension AppCoordinator: SignInCoordinatorDelegate {
    func signInDidSucceed(_ coordinator: SignInCoordinator) {
        letGo(coordinator)
        showTabs()
    }
}

extension AppCoordinator: TabsCoordinatorDelegate {
    func tabsDidSignOut(_ coordinator: TabsCoordinator) {
        letGo(coordinator)
        showSignIn()
    }
}
