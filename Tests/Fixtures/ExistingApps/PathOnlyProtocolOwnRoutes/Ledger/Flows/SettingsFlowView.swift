import SwiftUI

/// The settings flow, created by the view that presents it; `onClose` ends it.
struct SettingsFlowView: View {
    @StateObject private var coordinator: SettingsCoordinator

    init(onClose: @escaping () -> Void) {
        _coordinator = StateObject(wrappedValue: {
            let coordinator = SettingsCoordinator()
            coordinator.onClose = onClose
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.settings)
                .navigationDestination(for: SettingsCoordinator.Step.self) { step in
                    coordinator.build(step)
                }
        }
    }
}
