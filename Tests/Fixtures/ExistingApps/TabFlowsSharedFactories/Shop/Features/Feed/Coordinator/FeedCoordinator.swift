protocol FeedCoordinator: Coordinator {
    func showDetail()
}
