import SwiftUI

final class TabsCoordinator: ObservableObject {
    @Published var harborCoordinator = HarborCoordinator()
    @Published var logCoordinator = LogCoordinator()
    @Published var isShowingBadge = false

    var onSignOut: (() -> Void)?

    init() {
        logCoordinator.onSignOut = { [weak self] in
            self?.onSignOut?()
        }
    }
}

struct TabsCoordinatorView: View {
    @ObservedObject var coordinator: TabsCoordinator

    var body: some View {
        TabView {
            NavigationStack {
                HarborCoordinatorView(coordinator.harborCoordinator)
            }
            .tabItem {
                Text("Harbor")
            }
            NavigationStack {
                LogCoordinatorView(coordinator.logCoordinator)
            }
            .tabItem {
                Text("Log")
            }
        }
    }

    init(_ coordinator: TabsCoordinator) {
        self.coordinator = coordinator
    }
}
