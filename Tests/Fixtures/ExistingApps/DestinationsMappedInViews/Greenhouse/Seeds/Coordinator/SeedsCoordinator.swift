import SwiftUI

enum SeedsRoute: Hashable {
    case packet(String)
}

final class SeedsCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    func push(next route: SeedsRoute) {
        path.append(route)
    }

    func pop() {
        path.removeLast()
    }
}
