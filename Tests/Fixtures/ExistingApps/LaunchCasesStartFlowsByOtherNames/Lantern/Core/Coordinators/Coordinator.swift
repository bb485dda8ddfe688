protocol Coordinator: AnyObject {
    func start()
}
