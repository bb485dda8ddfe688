import SwiftUI

@main
struct KioskApp: App {
    var body: some Scene {
        WindowGroup {
            RootFlowView()
        }
    }
}
