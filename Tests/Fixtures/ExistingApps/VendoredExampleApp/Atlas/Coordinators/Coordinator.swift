//
//  Atlas — travel planner.
//  Part of the Atlas app; see LICENSE.
//

import UIKit

/// Tells a parent that a child flow is over.
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(_ coordinator: Coordinator)
}

/// A flow on a navigation stack.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }

    init(navigationController: UINavigationController)
    func start()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(self)
    }
}
