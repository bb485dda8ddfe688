import SwiftUI

struct AppCoordinatorView: View {
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some View {
        Group {
            if appCoordinator.isSignedIn {
                BalanceView()
                    .environmentObject(appCoordinator)
            } else {
                SignInCoordinatorView()
                    .environmentObject(appCoordinator)
            }
        }
    }
}
