import SwiftUI

@main
struct MarinaApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                DocksView()
                BoatsView()
            }
        }
    }
}
