import SwiftUI

@main
struct OrchardApp: App {
    @StateObject private var tabs = TabsCoordinator()

    var body: some Scene {
        WindowGroup {
            tabs.rootView
        }
    }
}
