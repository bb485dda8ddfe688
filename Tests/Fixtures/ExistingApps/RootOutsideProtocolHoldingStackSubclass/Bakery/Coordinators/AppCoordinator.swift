import UIKit

/// The root: it does not conform to `Coordinator`, holds the app's stack under its own name and keeps
/// each flow it starts in a property of its own.
final class AppCoordinator {
    private let shell: ShellNavigationController
    private var menuCoordinator: MenuCoordinator?

    init(shell: ShellNavigationController) {
        self.shell = shell
    }

    func start() {
        shell.reset()
        let menu = MenuCoordinator(navigationController: shell)
        menuCoordinator = menu
        menu.start()
    }
}
