import SwiftUI

@main
struct AtelierApp: App {
    @State private var appRouter = AppRouter()

    var body: some Scene {
        WindowGroup {
            MainTabView()
                .environment(appRouter)
        }
    }
}
