import SwiftUI

final class SettingsCoordinator: FlowCoordinator {
    enum Screen: Hashable {
        case settings
        case about
    }

    @Published var path = NavigationPath()
    var onClose: (() -> Void)?

    @ViewBuilder
    func build(_ screen: Screen) -> some View {
        switch screen {
        case .settings:
            SettingsView(onAbout: { [weak self] in
                self?.push(.about)
            }, onDone: { [weak self] in
                self?.onClose?()
            })
        case .about:
            AboutView()
        }
    }
}
