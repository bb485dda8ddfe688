import SwiftUI

@main
struct AviaryApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
