import SwiftUI

enum BedsRoute: Hashable {
    case bed(Int)
    case watering
}

final class BedsCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    func push(next route: BedsRoute) {
        path.append(route)
    }

    func pop() {
        path.removeLast()
    }

    func reset() {
        path = NavigationPath()
    }
}
