import SwiftUI

@main
struct GreenhouseApp: App {
    private let garden = GardenCoordinator()

    init() {
        garden.start()
    }

    var body: some Scene {
        WindowGroup {
            garden.makeBody()
        }
    }
}
