import SwiftUI

/// What the Receipt screen shows, and where it goes when the user is done: TabsCoordinator
/// shows the screen by setting its receiptViewModel item and closes it by setting it back to nil.
final class ReceiptViewModel: ObservableObject, Identifiable {
    let title = "Receipt"
    private unowned let coordinator: TabsCoordinator

    init(coordinator: TabsCoordinator) {
        self.coordinator = coordinator
    }

    /// The user is done: the coordinator closes the screen.
    func done() {
        coordinator.receiptViewModel = nil
    }
}
