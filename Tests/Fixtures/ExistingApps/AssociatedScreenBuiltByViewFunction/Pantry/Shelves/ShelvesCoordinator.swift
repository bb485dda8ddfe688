import SwiftUI

final class ShelvesCoordinator: Coordinator {
    enum Screen: Routable {
        case shelf(Int)
        case labels
    }

    @Published var navigationPath = [Screen]()

    func showShelf(_ number: Int) {
        navigationPath.append(.shelf(number))
    }

    func showLabels() {
        navigationPath.append(.labels)
    }
}
