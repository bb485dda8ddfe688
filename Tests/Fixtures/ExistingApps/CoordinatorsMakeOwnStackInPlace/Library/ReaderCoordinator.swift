import UIKit

final class ReaderCoordinator: Coordinator {
    private let window: UIWindow
    private var pages: UINavigationController

    init(window: UIWindow) {
        self.window = window
        self.pages = UINavigationController()
    }

    func start() {
        pages.setViewControllers([ReaderController()], animated: false)
        window.rootViewController = pages
    }
}
