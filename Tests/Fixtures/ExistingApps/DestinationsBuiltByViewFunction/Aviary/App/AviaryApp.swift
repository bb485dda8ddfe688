import SwiftUI

@main
struct AviaryApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                PerchesRouterView()
                NestsRouterView()
            }
        }
    }
}
