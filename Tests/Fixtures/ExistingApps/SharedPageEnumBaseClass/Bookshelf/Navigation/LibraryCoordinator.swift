import SwiftUI

class LibraryCoordinator: TabCoordinator {
    let catalogue: [String]

    init(catalogue: [String]) {
        self.catalogue = catalogue
        super.init()
    }

    func open(_ title: String) {
        push(.book(title))
    }
}

extension LibraryCoordinator {
    @ViewBuilder
    func build(_ page: Page) -> some View {
        switch page {
        case .library:
            LibraryView(titles: catalogue, onOpen: { [weak self] title in
                self?.open(title)
            })
        case .book(let title):
            BookView(title: title)
        default:
            EmptyView()
        }
    }

    @ViewBuilder
    func build(_ modal: Modal) -> some View {
        switch modal {
        case .addBook:
            AddBookView(onDone: { [weak self] in
                self?.dismissModal()
            })
        }
    }
}
