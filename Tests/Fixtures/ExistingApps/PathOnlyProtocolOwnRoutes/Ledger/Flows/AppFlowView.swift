import SwiftUI

/// The app's main flow: this view creates its coordinator and keeps it for as long as it is shown.
struct AppFlowView: View {
    @StateObject private var coordinator = AppCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.entries)
                .navigationDestination(for: AppCoordinator.Step.self) { step in
                    coordinator.build(step)
                }
        }
        .sheet(isPresented: $coordinator.showsSettings) {
            SettingsFlowView(onClose: { [weak coordinator] in
                coordinator?.showsSettings = false
            })
        }
    }
}
