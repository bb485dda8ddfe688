import SwiftUI

@main
struct GreenhouseApp: App {
    @StateObject private var garden = GardenCoordinator()

    var body: some Scene {
        WindowGroup {
            garden.makeBody()
                .onAppear { garden.start() }
        }
    }
}
