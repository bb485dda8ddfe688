import SwiftUI

struct PasswordView: View {
    @Environment(AppCoordinator.self) private var appCoordinator: AppCoordinator

    var body: some View {
        Button("Sign in") {
            appCoordinator.show(.harvest)
        }
    }
}
