import UIKit

/// A flow: its children, how it begins, and how a finished child is let go. Each flow holds its parent
/// by the parent's own class, so it can call what only that parent offers.
protocol Coordinator: AnyObject {
    @MainActor var childCoordinators: [Coordinator] { get set }
    @MainActor var harbor: HarborService { get }

    @MainActor func start()
    @MainActor func removeChildCoordinator(_ childCoordinator: Coordinator?)
}
