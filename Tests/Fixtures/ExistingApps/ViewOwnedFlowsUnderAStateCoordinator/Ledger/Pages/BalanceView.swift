import SwiftUI

struct BalanceView: View {
    @EnvironmentObject var appCoordinator: AppCoordinator

    var body: some View {
        Button("Sign out") {
            appCoordinator.signOut()
        }
    }
}
