//
//  StoryCoordinator.swift
//  Gazette
//

import UIKit

final class StoryCoordinator: BaseCoordinator {
    private let headline: String

    init(navigationController: UINavigationController, headline: String) {
        self.headline = headline
        super.init(navigationController: navigationController)
    }

    @MainActor
    override func start() {
        let viewController = StoryViewController(headline: headline)
        viewController.onClose = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
