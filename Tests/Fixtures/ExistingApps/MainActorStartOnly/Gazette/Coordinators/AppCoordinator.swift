//
//  AppCoordinator.swift
//  Gazette
//

import UIKit

final class AppCoordinator: BaseCoordinator {
    @MainActor
    override func start() {
        let headlines = HeadlinesCoordinator(navigationController: navigationController)
        headlines.onPick = { [weak self] headline in
            self?.openStory(headline)
        }
        addChild(headlines)
        headlines.start()
    }

    @MainActor
    private func openStory(_ headline: String) {
        let story = StoryCoordinator(navigationController: navigationController, headline: headline)
        addChild(story)
        story.start()
    }
}

extension AppCoordinator: ParentCoordinator {
    func childDidFinish(_ child: Coordinator) {
        removeChild(child)
    }
}
