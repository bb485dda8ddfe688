import SwiftUI

@main
struct OrchardApp: App {
    @State private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            coordinator.rootView()
                .environment(coordinator)
        }
    }
}
