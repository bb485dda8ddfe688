import SwiftUI

@main
struct AquariumApp: App {
    @StateObject private var tanksCoordinator = TanksCoordinator()

    var body: some Scene {
        WindowGroup {
            TanksCoordinatorView(coordinator: tanksCoordinator)
        }
    }
}
