import SwiftUI

@main
struct KennelApp: App {
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            VStack {
                if appCoordinator.signedIn {
                    DogsView(coordinator: appCoordinator.dogsCoordinator)
                } else {
                    WalksView(coordinator: appCoordinator.walksCoordinator)
                }
            }
        }
    }
}
