protocol Coordinator: AnyObject {
    func start()
    func start(with option: DeepLinkOption?)
}
