import UIKit

/// Builds each tab's flow with the stack it shows in.
final class CoordinatorFactory {
    static func makeFeedCoordinator() -> FeedCoordinator {
        let navigationController = UINavigationController()
        navigationController.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        return FeedCoordinator(navigationController: navigationController)
    }

    static func makeNotesCoordinator() -> NotesCoordinator {
        let navigationController = UINavigationController()
        navigationController.tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 1)
        return NotesCoordinator(navigationController: navigationController)
    }
}
