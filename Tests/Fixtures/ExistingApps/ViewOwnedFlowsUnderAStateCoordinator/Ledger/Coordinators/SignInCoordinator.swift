import SwiftUI

@MainActor
class SignInCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    func push(_ route: SignInRoute) {
        path.append(route)
    }

    func pop() {
        path.removeLast()
    }
}
