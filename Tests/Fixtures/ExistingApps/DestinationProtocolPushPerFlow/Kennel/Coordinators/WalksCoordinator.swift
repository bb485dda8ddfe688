import SwiftUI

@MainActor
final class WalksCoordinator: Coordinator {
    enum Destination: Hashable {
        case walk(Int)
    }

    @Published var path = NavigationPath()

    func navigate(to destination: Destination) {
        path.append(destination)
    }
}
