import UIKit

/// Holds the running flow for the window; not a flow itself.
@MainActor
protocol ShellCoordinator {
    var activeFlow: Coordinator? { get set }
    func start()
}
