//
//  StackRouter.swift
//  Harbor
//

import UIKit

final class StackRouter {
    private let navigationController: UINavigationController
    private var onEnded: [UIViewController: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}

extension StackRouter: Router {
    func start(_ viewController: UIViewController, animated: Bool, onEnded: (() -> Void)?) {
        self.onEnded[viewController] = onEnded
        navigationController.pushViewController(viewController, animated: animated)
    }

    func end(animated: Bool) {
        navigationController.popToRootViewController(animated: animated)
    }
}
