/// The screens that take their coordinator, made for any flow.
protocol FeedScreenFactory {
    func makeFeedDetailViewController(coordinator: FeedCoordinatorProtocol) -> FeedDetailViewController
}

typealias ScreenFactory = FeedScreenFactory

extension ModulesFactory: FeedScreenFactory {
    func makeFeedDetailViewController(coordinator: FeedCoordinatorProtocol) -> FeedDetailViewController {
        let viewController = FeedDetailViewController(coordinator: coordinator)
        return viewController
    }
}
