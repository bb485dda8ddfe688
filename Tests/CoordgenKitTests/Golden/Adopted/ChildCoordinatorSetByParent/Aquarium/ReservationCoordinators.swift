import SwiftUI

/// The second flow, made by its parent and popped by it.
final class ReservationCoordinator: ObservableObject {
    private unowned let parent: TanksCoordinator

    init(_ parent: TanksCoordinator) {
        self.parent = parent
    }

    func done() {
        parent.closeFish()
    }
}
