//
//  SceneDelegate.swift
//  Market
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let container = AppContainer()
    private var tabBar: TabBarCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        self.window = window
        let tabBar = container.makeTabBarCoordinator(navigationController: navigationController)
        self.tabBar = tabBar
        tabBar.start()
        window.makeKeyAndVisible()
    }
}
