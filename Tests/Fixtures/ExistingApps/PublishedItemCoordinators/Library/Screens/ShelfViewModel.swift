import SwiftUI

final class ShelfViewModel: ObservableObject {
    private unowned let coordinator: AppCoordinator
    @Published var titles = ["Atlas", "Herbarium"]

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
    }

    func select(_ title: String) {
        coordinator.openBook(titled: title)
    }

    func read() {
        coordinator.openReader()
    }
}
