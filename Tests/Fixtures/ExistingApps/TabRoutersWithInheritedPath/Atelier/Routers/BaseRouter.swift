import SwiftUI

/// What every tab's router shares: the stack's path and going back.
@Observable class BaseRouter {
    var path: NavigationPath

    var isEmpty: Bool {
        path.isEmpty
    }

    init(path: NavigationPath = NavigationPath()) {
        self.path = path
    }

    func navigateBack() {
        guard !isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}
