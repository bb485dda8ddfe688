import SwiftUI

struct EmailView: View {
    @EnvironmentObject var coordinator: SignInCoordinator

    var body: some View {
        Button("Next") {
            coordinator.push(.password)
        }
    }
}
