import SwiftUI

final class TicketsCoordinator: ObservableObject {
    let store: TicketsStore

    init(store: TicketsStore) {
        self.store = store
    }

    func showSeat() {
        store.open(.seat)
    }
}

final class TicketsStore: PageStore {
    enum Page: Hashable {
        case list
        case seat
    }

    @Published var path = NavigationPath()

    @ViewBuilder
    func view(for page: Page) -> some View {
        switch page {
        case .list:
            Text("Tickets")
        case .seat:
            Text("Seat")
        }
    }
}
