import SwiftUI

final class AppCoordinator: ObservableObject {
    @Published var shelfViewModel: ShelfViewModel!
    @Published var bookViewModel: BookViewModel?
    @Published var readerCoordinator: ReaderCoordinator?

    init() {
        shelfViewModel = ShelfViewModel(coordinator: self)
    }

    func openBook(titled title: String) {
        bookViewModel = BookViewModel(title: title, coordinator: self)
    }

    func closeBook() {
        bookViewModel = nil
    }

    func openReader() {
        readerCoordinator = ReaderCoordinator(parent: self)
    }

    func readerDidFinish() {
        readerCoordinator = nil
    }
}
