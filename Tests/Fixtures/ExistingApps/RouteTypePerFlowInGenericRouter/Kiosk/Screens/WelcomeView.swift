import SwiftUI

struct WelcomeView: View {
    @EnvironmentObject var coordinator: SignInCoordinator

    var body: some View {
        Button("Welcome") {
            coordinator.push(.code)
        }
    }
}
