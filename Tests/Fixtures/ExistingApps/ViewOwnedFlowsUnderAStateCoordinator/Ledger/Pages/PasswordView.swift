import SwiftUI

struct PasswordView: View {
    @EnvironmentObject var coordinator: SignInCoordinator
    @EnvironmentObject var appCoordinator: AppCoordinator

    var body: some View {
        Button("Sign in") {
            appCoordinator.signIn()
        }
    }
}
