import SwiftUI

@Observable
class SignInCoordinator {
    enum Routes: Hashable {
        case email
        case password
    }

    var path = NavigationPath()

    @ViewBuilder
    func showView(_ route: Routes) -> some View {
        switch route {
        case .email:
            EmailView()
        case .password:
            PasswordView()
        }
    }

    func goTo(_ route: Routes) {
        path.append(route)
    }

    func pop() {
        path.removeLast()
    }
}
