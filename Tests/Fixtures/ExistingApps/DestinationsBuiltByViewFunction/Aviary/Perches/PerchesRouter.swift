import SwiftUI

final class PerchesRouter: ObservableObject {
    typealias Route = PerchesRouter.Screen

    enum Screen: Hashable {
        case perch(name: String)
        case feeder
    }

    @Published var path: [Route] = []

    func push(_ screen: Screen) {
        path.append(screen)
    }

    func pop() {
        path.removeLast()
    }
}
