import SwiftUI

@MainActor
@Observable
final class FlowCoordinator {
    let services: Services
    var navigator: Navigator {
        services.navigator
    }

    init() {
        services = Services.shared
    }

    func makeStartView() -> some View {
        StartView()
            .environment(self)
            .environment(navigator)
    }

    func makePoolsView() -> some View {
        PoolsView()
            .environment(navigator)
    }

    @ViewBuilder
    func destination(for stop: Stop) -> some View {
        switch stop {
        case .pools:
            makePoolsView()
        case .creature:
            CreatureView()
        }
    }
}
