import SwiftUI

struct CodeView: View {
    @EnvironmentObject var coordinator: SignInCoordinator

    var body: some View {
        Button("Code") {
            coordinator.pop()
        }
    }
}
