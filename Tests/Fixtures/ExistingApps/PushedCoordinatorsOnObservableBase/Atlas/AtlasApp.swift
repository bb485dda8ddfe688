import SwiftUI

@main
struct AtlasApp: App {
    @StateObject private var appCoordinator = AppCoordinator(path: NavigationPath())

    var body: some Scene {
        WindowGroup {
            appCoordinator.build()
        }
    }
}
