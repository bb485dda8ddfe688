//
//  AppCoordinator.swift
//  Harbour
//
//  Created by Sam Keeper on 04/02/2025.
//

import UIKit

struct AppCoordinator {
    private let window: UIWindow
    private let tabBarController = UITabBarController()

    init(window: UIWindow) {
        self.window = window
    }

    private func makeDocksCoordinator() {
        DocksCoordinator(tabBarController: tabBarController).start()
    }

    private func makeBoatsCoordinator() {
        BoatsCoordinator(tabBarController: tabBarController).start()
    }
}

// MARK: - Coordinator
extension AppCoordinator: Coordinator {
    func start() {
        makeDocksCoordinator()
        makeBoatsCoordinator()
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }
}
