import SwiftUI

final class SnacksCoordinator: ObservableObject {
    let store: SnacksStore

    init(store: SnacksStore) {
        self.store = store
    }

    func showDrinks() {
        store.open(.drinks)
    }
}

final class SnacksStore: PageStore {
    enum Page: Hashable {
        case menu
        case drinks
    }

    @Published var path = NavigationPath()

    @ViewBuilder
    func view(for page: Page) -> some View {
        switch page {
        case .menu:
            Text("Menu")
        case .drinks:
            Text("Drinks")
        }
    }
}
