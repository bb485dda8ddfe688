import SwiftUI

@main
struct NotebookApp: App {
    @StateObject private var coordinator = NotesCoordinator()

    var body: some Scene {
        WindowGroup {
            NotesCoordinatorView(coordinator: coordinator)
        }
    }
}
