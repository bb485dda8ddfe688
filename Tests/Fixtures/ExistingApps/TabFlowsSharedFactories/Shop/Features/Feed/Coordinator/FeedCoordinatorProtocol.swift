protocol FeedCoordinatorProtocol: Coordinator {
    func showDetail()
}
