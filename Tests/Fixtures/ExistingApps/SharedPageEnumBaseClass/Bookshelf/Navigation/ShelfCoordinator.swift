import SwiftUI

class ShelfCoordinator: TabCoordinator {
    func addBook() {
        present(.addBook)
    }
}

extension ShelfCoordinator {
    @ViewBuilder
    func build(_ page: Page) -> some View {
        switch page {
        case .shelf:
            ShelfView(onAdd: { [weak self] in
                self?.addBook()
            })
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
