import SwiftUI

final class PageViewModel: ObservableObject {
    private unowned let coordinator: ReaderCoordinator
    let number: Int

    init(number: Int, coordinator: ReaderCoordinator) {
        self.number = number
        self.coordinator = coordinator
    }

    func finishReading() {
        coordinator.finish()
    }
}
