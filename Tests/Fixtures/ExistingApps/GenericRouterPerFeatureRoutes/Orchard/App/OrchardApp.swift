import SwiftUI

@main
struct OrchardApp: App {
    let coordinator = TreesCoordinator()

    var body: some Scene {
        WindowGroup {
            StackView(coordinator: coordinator)
        }
    }
}
