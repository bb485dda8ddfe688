import SwiftUI

/// The tabs' stacks, each creating the coordinator of its flow: no coordinator owns another.
struct MainTabView: View {
    @StateObject private var docks = DocksCoordinator()
    @StateObject private var boats = BoatsCoordinator()

    var body: some View {
        VStack {
            NavigationStack(path: $docks.path) {
                docks.build(page: .docks)
                    .navigationDestination(for: DocksCoordinator.DocksNavigation.self) { page in
                        docks.build(page: page)
                    }
            }
            NavigationStack(path: $boats.path) {
                boats.build(page: .boats)
                    .navigationDestination(for: BoatsCoordinator.BoatsNavigation.self) { page in
                        boats.build(page: page)
                    }
            }
        }
    }
}
