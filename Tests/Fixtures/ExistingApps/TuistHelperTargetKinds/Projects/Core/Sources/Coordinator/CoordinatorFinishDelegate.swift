public protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

/// What the root learns from the welcome flow, besides that it finished.
public protocol WelcomeFinishDelegate: CoordinatorFinishDelegate {
    func welcomeDidSkip()
}
