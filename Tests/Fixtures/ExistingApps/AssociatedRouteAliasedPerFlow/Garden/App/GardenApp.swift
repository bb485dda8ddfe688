import SwiftUI

@main
struct GardenApp: App {
    @StateObject private var beds = BedsCoordinator()

    var body: some Scene {
        WindowGroup {
            BedsCoordinatorView(coordinator: beds)
        }
    }
}
