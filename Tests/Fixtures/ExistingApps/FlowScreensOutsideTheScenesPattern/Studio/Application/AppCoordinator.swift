import UIKit

/// Signs the member in, then opens the studio's lessons.
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let signIn = SignInCoordinator(navigationController: navigationController)
        signIn.onSignedIn = { [weak self, weak signIn] in
            self?.childCoordinators.removeAll { $0 === signIn }
            self?.showLessons()
        }
        childCoordinators.append(signIn)
        signIn.start()
    }

    private func showLessons() {
        let lessons = LessonsCoordinator(navigationController: navigationController)
        childCoordinators.append(lessons)
        lessons.start()
    }
}
