import Stinsen
import SwiftUI

@main
struct HarbourApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationViewCoordinator(DockCoordinator()).view()
        }
    }
}
