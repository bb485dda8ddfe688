import SwiftUI

struct ProfileView: View {
    @EnvironmentObject var coordinator: AccountCoordinator

    var body: some View {
        Button("Profile") {
            coordinator.router.pop()
        }
    }
}
