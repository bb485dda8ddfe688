import SwiftUI

struct EmailView: View {
    @Environment(SignInCoordinator.self) private var coordinator

    var body: some View {
        Button("Next") {
            coordinator.goTo(.password)
        }
    }
}
