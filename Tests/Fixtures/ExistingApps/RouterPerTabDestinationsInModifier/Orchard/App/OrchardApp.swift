import SwiftUI

@main
struct OrchardApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
    }
}
