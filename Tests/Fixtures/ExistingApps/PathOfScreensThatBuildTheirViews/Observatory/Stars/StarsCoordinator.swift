import SwiftUI

final class StarsCoordinator: Coordinator, StarsNavigating {
    @Published var navigationPath = [StarsScreen]()

    func showConstellation() {
        navigationPath.append(StarsScreen.constellation)
    }
}
