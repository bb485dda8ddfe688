//
//  HeadlinesCoordinator.swift
//  Gazette
//

import UIKit

final class HeadlinesCoordinator: BaseCoordinator {
    var onPick: ((String) -> Void)?

    @MainActor
    override func start() {
        let viewController = HeadlinesViewController()
        viewController.onPick = { [weak self] headline in
            self?.onPick?(headline)
        }
        navigationController.setViewControllers([viewController], animated: false)
    }
}

extension HeadlinesCoordinator: ParentCoordinator {
    func childDidFinish(_ child: Coordinator) {
        removeChild(child)
    }
}
