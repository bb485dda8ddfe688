import UIKit

final class MainCoordinator: Coordinator {
  var childCoordinators: [Coordinator] = []
  var navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    navigationController.pushViewController(MainViewController(), animated: false)

    let notes = NotesCoordinator(navigationController: navigationController)
    childCoordinators.append(notes)
    notes.start()
  }

  func removeChildCoordinator(_ childCoordinator: Coordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() {
      if coordinator === childCoordinator {
        childCoordinators.remove(at: index)
        break
      }
    }
  }

  /// Shows the problem as a screen of its own.
  func showProblem(_ message: String) {
    let screen = UIViewController()
    screen.title = message
    navigationController.present(screen, animated: true)
  }
}
