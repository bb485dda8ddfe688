//
//  AppContainer.swift
//  Market
//

import UIKit

/// Makes the app's long-lived objects; the scene asks it for the first flow.
final class AppContainer {
    func makeSplashCoordinator(navigationController: UINavigationController) -> SplashCoordinator {
        SplashCoordinator(navigationController: navigationController)
    }

    func makeTabBarCoordinator(navigationController: UINavigationController) -> TabBarCoordinator {
        TabBarCoordinator(navigationController: navigationController)
    }
}
