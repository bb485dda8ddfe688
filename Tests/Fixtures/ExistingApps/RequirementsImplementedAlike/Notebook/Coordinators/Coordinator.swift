import UIKit

/// Every flow implements all of this itself: no extension gives a default.
protocol Coordinator: AnyObject {
  var childCoordinators: [Coordinator] { get set }
  var navigationController: UINavigationController { get set }

  func start()
  /// Lets go of a child whose flow ended.
  func removeChildCoordinator(_ childCoordinator: Coordinator?)
  /// Tells the user something went wrong, on top of the flow's stack.
  func showProblem(_ message: String)
}
