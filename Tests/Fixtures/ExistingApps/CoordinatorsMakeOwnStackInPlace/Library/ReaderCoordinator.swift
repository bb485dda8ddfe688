import UIKit

final class ReaderCoordinator: Coordinator {
    private(set) var pages: UINavigationController

    init() {
        self.pages = UINavigationController()
    }

    func start() {
        pages.setViewControllers([ReaderController()], animated: false)
    }
}
