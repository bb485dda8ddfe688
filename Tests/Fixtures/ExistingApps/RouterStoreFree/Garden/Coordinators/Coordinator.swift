@MainActor
protocol Coordinator: AnyObject {
    func start()
}

@MainActor
protocol CoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
