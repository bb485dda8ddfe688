import SwiftUI

/// Each tab's coordinator is made here, in the app's body: no coordinator owns another.
@main
struct BookshelfApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                LibraryStackView(coordinator: LibraryCoordinator(catalogue: ["Dune", "Emma"]))
                ShelfStackView(coordinator: ShelfCoordinator())
            }
        }
    }
}
