import SwiftUI

@main
struct LighthouseApp: App {
    var body: some Scene {
        WindowGroup {
            TabsView()
        }
    }
}
