import SwiftUI

@main
struct MarinaApp: App {
    @StateObject private var coordinator = TabsCoordinator()

    var body: some Scene {
        WindowGroup {
            TabsCoordinatorView(coordinator)
        }
    }
}
