import SwiftUI

@main
struct GreenhouseApp: App {
    var body: some Scene {
        WindowGroup {
            AppCoordinatorView()
        }
    }
}
