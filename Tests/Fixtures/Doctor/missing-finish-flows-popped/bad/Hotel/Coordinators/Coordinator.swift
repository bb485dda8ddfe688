import UIKit

/// The protocol as coordgen wrote it before its Back fix: no firstPushedScreen, no finishFlowsPopped(from:).
@MainActor  // expect: missing-finish-flows-popped
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }
    func start()
}
