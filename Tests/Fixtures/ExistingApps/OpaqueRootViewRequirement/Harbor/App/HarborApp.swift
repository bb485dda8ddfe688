import SwiftUI

@main
struct HarborApp: App {
    @StateObject private var tabs = TabsCoordinator()

    var body: some Scene {
        WindowGroup {
            tabs.rootView
        }
    }
}
