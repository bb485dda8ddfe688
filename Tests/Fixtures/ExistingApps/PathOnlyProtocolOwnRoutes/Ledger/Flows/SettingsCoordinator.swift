import SwiftUI

final class SettingsCoordinator: ObservableObject, PathCoordinator {
    enum Step: Hashable {
        case settings
        case about
    }

    @Published var path = NavigationPath()
    var onClose: (() -> Void)?

    @ViewBuilder
    func build(_ step: Step) -> some View {
        switch step {
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

    func push(_ step: Step) {
        path.append(step)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
