@MainActor
protocol Coordinator: AnyObject {
    func start()
}
