//___FILEHEADER___

/// Keeps the running child coordinators alive. A child is added when it starts and removed when its
/// `onFinish` runs — including when the user leaves its screens with Back or a swipe, because the
/// router reports that too.
///
/// Why no `CoordinatorType` enum in this style: a parent holds each child it starts and is told by
/// that child's own `onFinish` closure when to drop it, so nothing ever needs to look a coordinator up
/// by type.
@MainActor
class BaseCoordinator: Coordinator {
    private(set) var childCoordinators: [any Coordinator] = []

    func start() {}

    /// Keeps `coordinator` alive; adding the same coordinator twice keeps it once.
    func addDependency(_ coordinator: any Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    /// Releases `coordinator`; the children it still had go with it, since it was their only owner.
    func removeDependency(_ coordinator: (any Coordinator)?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}
