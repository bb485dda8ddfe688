import SwiftUI

@main
struct LighthouseApp: App {
    @StateObject private var navigator = MainCoordinator()

    var body: some Scene {
        WindowGroup {
            ShoreView()
                .environmentObject(navigator)
        }
    }
}
