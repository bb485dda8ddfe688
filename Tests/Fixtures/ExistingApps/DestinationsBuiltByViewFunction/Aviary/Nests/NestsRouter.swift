import SwiftUI

final class NestsRouter: ObservableObject {
    typealias Route = NestsRouter.Screen

    enum Screen: Hashable {
        case eggs(count: Int)
    }

    @Published var path: [Route] = []

    func push(_ screen: Screen) {
        path.append(screen)
    }

    func pop() {
        path.removeLast()
    }
}
