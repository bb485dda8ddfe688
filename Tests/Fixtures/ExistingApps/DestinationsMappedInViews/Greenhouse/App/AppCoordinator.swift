import SwiftUI

enum AppPhase {
    case welcome
    case main
}

/// The root: which phase shows, and the coordinator of the tabs, kept for the app's lifetime.
final class AppCoordinator: ObservableObject {
    @Published var phase: AppPhase = .main
    let tabsCoordinator = TabsCoordinator()

    func finishWelcome() {
        phase = .main
    }
}
