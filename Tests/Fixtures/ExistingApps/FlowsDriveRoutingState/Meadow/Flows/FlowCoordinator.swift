protocol FlowCoordinator: AnyObject {
    /// Starts the flow.
    @MainActor func start()
}
