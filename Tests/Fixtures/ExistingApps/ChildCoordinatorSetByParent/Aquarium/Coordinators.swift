import SwiftUI

/// The first flow: shows the tanks and pushes the fish of one by setting its child coordinator.
final class TanksCoordinator: ObservableObject {
    @Published var fishCoordinator: FishCoordinator?

    func openFish() {
        fishCoordinator = .init(self)
    }

    func closeFish() {
        fishCoordinator = nil
    }
}

/// The second flow, made by its parent and popped by it.
final class FishCoordinator: ObservableObject {
    private unowned let parent: TanksCoordinator

    init(_ parent: TanksCoordinator) {
        self.parent = parent
    }

    func done() {
        parent.closeFish()
    }
}
