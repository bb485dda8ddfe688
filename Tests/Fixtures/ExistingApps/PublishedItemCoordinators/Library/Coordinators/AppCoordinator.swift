import SwiftUI

final class AppCoordinator: ObservableObject {
    @Published var shelfViewModel: ShelfViewModel!
    @Published var bookViewModel: BookViewModel?
    @Published var readerCoordinator: ReaderCoordinator?
    /// Read-only state beside the items: a new child is held like the other children, not like this.
    @Published private(set) var lastOpenedTitle: String?

    init() {
        shelfViewModel = ShelfViewModel(coordinator: self)
    }

    func openBook(titled title: String) {
        bookViewModel = BookViewModel(title: title, coordinator: self)
        lastOpenedTitle = title
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
