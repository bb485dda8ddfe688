import UIKit

final class ArchiveCoordinator: Coordinator {
  var childCoordinators: [Coordinator] = []
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    navigationController.pushViewController(ArchiveViewController(), animated: false)
  }

  func removeChildCoordinator(_ childCoordinator: Coordinator?) { }

  /// Shows the problem as a screen of its own.
  func showProblem(_ message: String) {
    let screen = UIViewController()
    screen.title = message
    navigationController.present(screen, animated: true)
  }
}
