import SwiftUI

@main
struct ShelfApp: App {
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $appCoordinator.path) {
                appCoordinator.content()
                    .navigationDestination(for: BooksCoordinator.self) { coordinator in
                        coordinator.content()
                    }
                    .navigationDestination(for: AuthorsCoordinator.self) {
                        $0.content()
                    }
            }
        }
    }
}
