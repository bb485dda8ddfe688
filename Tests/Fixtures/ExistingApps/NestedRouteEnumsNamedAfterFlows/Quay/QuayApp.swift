import SwiftUI

@main
struct QuayApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
    }
}
