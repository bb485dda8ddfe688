import SwiftUI

final class SignInCoordinator: ObservableObject {
    @Published var path: [SignInRoute] = []

    func push(_ route: SignInRoute) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
