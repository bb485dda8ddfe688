import SwiftUI

final class BookViewModel: ObservableObject {
    private unowned let coordinator: AppCoordinator
    let title: String

    init(title: String, coordinator: AppCoordinator) {
        self.title = title
        self.coordinator = coordinator
    }

    func close() {
        coordinator.closeBook()
    }
}
