import SwiftUI

@main
struct PantryApp: App {
    @StateObject private var tabsCoordinator = TabsCoordinator()

    var body: some Scene {
        WindowGroup {
            TabsCoordinatorView(tabsCoordinator: tabsCoordinator)
        }
    }
}
