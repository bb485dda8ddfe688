/// The screens that take their coordinator, made for any flow.
protocol FeedScreenFactory {
    func makeFeedDetailViewController(coordinator: FeedCoordinator) -> FeedDetailViewController
}

typealias ScreenFactory = FeedScreenFactory

extension ModulesFactory: FeedScreenFactory {
    func makeFeedDetailViewController(coordinator: FeedCoordinator) -> FeedDetailViewController {
        let viewController = FeedDetailViewController(coordinator: coordinator)
        return viewController
    }
}
