//___FILEHEADER___

import SwiftUI

@main
struct ___PACKAGENAMEASIDENTIFIER___App: App {
    /// The root of the coordinator tree, made once and kept for the app's whole life.
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            CoordinatorStack(coordinator: appCoordinator)
        }
    }
}
