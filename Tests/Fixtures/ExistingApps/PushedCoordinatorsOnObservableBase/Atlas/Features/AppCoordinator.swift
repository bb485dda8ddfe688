import SwiftUI

/// Shows the two tabs, each with a flow of its own.
class AppCoordinator: BaseCoordinator {
    @ViewBuilder
    func build() -> some View {
        TabsView(trails: TrailsCoordinator(path: path, page: .list), camps: CampsCoordinator(path: path, page: .list))
    }
}
