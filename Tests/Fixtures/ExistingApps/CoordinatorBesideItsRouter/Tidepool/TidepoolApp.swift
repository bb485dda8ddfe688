import SwiftUI

@main
struct TidepoolApp: App {
    @State private var coordinator = FlowCoordinator()

    var body: some Scene {
        WindowGroup {
            coordinator.makeStartView()
        }
    }
}
