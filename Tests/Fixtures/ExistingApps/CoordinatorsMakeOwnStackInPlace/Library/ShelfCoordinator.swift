import UIKit

final class ShelfCoordinator: Coordinator {
    private let window: UIWindow
    private let stack: UINavigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        stack.pushViewController(ShelfController(), animated: false)
        window.rootViewController = stack
        window.makeKeyAndVisible()
    }

    func show(_ pages: UINavigationController) {
        stack.present(pages, animated: true)
    }
}
