import UIKit

final class AppCoordinator: Coordinator {
    private let shelf: ShelfCoordinator
    private let reader: ReaderCoordinator

    init(shelfWindow: UIWindow) {
        shelf = ShelfCoordinator(window: shelfWindow)
        reader = ReaderCoordinator()
    }

    func start() {
        shelf.start()
    }

    func openReader() {
        reader.start()
        shelf.show(reader.pages)
    }
}
