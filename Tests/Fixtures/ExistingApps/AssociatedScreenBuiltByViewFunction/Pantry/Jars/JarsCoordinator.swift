import SwiftUI

final class JarsCoordinator: Coordinator {
    enum Screen: Routable {
        case jar(String)
    }

    @Published var navigationPath = [Screen]()

    func showJar(_ name: String) {
        navigationPath.append(.jar(name))
    }
}
