import SwiftUI

@main
struct MeadowApp: App {
    @StateObject private var state = MeadowState()

    var body: some Scene {
        WindowGroup {
            MeadowView(state: state, flow: AppFlowCoordinator(state: state))
        }
    }
}
