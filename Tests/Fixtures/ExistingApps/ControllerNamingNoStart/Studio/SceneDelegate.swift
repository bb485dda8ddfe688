//
//  SceneDelegate.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigator = AppNavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigator
        self.window = window

        let coordinator = AppCoordinator(navigator)
        self.coordinator = coordinator
        coordinator.start()

        window.makeKeyAndVisible()
    }
}
