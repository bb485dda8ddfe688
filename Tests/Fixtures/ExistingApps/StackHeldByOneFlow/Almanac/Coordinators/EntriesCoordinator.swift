import UIKit

/// Makes the stack and sets it as the window's root; it keeps only the window.
final class EntriesCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let viewController = EntriesViewController()
        viewController.onSelect = { [weak self] in self?.showEntry() }
        window.rootViewController = UINavigationController(rootViewController: viewController)
    }

    private func showEntry() {
        guard let stack = window.rootViewController as? UINavigationController else { return }
        let entry = EntryCoordinator(navigationController: stack)
        addChildCoordinator(entry)
        entry.start()
    }
}
