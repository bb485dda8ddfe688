import SwiftUI

/// The app's one flow: each screen it can show is a flag its view binds a destination to.
final class NotesCoordinator: ObservableObject {
    @Published var isShowingEditor = false
    @Published var isShowingSettings = false

    func showEditor() {
        isShowingEditor = true
    }

    func showSettings() {
        isShowingSettings = true
    }
}
