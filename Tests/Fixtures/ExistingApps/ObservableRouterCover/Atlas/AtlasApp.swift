import SwiftUI

@main
struct AtlasApp: App {
    @State private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                router.destination(for: .countries)
                    .navigationDestination(for: Page.self) { page in
                        router.destination(for: page)
                    }
            }
            .fullScreenCover(item: $router.cover) { cover in
                router.coverView(for: cover)
            }
            .environment(router)
        }
    }
}
