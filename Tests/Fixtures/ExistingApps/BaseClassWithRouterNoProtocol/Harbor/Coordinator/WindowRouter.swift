//
//  WindowRouter.swift
//  Harbor
//

import UIKit

final class WindowRouter {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }
}

extension WindowRouter: Router {
    func start(_ viewController: UIViewController, animated: Bool, onEnded: (() -> Void)?) {
        window.rootViewController = viewController
        window.makeKeyAndVisible()
    }

    func end(animated: Bool) {}
}
