import UIKit

final class AppCoordinator: Coordinator {
    private let shelf: ShelfCoordinator
    private let reader: ReaderCoordinator

    init(shelfWindow: UIWindow, readerWindow: UIWindow) {
        shelf = ShelfCoordinator(window: shelfWindow)
        reader = ReaderCoordinator(window: readerWindow)
    }

    func start() {
        shelf.start()
    }

    func openReader() {
        reader.start()
    }
}
