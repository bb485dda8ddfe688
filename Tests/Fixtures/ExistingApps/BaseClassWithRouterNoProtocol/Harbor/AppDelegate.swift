//
//  AppDelegate.swift
//  Harbor
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var router = WindowRouter(window: window ?? UIWindow())
    private lazy var mainCoordinator = MainCoordinator(router: router)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        mainCoordinator.start()
        return true
    }
}
