import SwiftUI

@main
struct MarinaApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                DocksView()
                BoatsView()
            }
        }
    }
}
