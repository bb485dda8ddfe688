import SwiftUI

final class ReaderCoordinator: ObservableObject {
    private unowned let parent: AppCoordinator
    @Published var pageViewModel: PageViewModel?

    init(parent: AppCoordinator) {
        self.parent = parent
    }

    func openPage(_ number: Int) {
        pageViewModel = PageViewModel(number: number, coordinator: self)
    }

    func finish() {
        parent.readerDidFinish()
    }
}
