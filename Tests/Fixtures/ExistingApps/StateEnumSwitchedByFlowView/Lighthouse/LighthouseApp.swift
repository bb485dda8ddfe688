import SwiftUI

@main
struct LighthouseApp: App {
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            RootFlowView()
                .environmentObject(appCoordinator)
        }
    }
}
