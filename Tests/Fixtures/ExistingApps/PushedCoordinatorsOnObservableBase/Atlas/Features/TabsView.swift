import SwiftUI

struct TabsView: View {
    @ObservedObject var trails: TrailsCoordinator
    @ObservedObject var camps: CampsCoordinator

    var body: some View {
        TabView {
            NavigationStack(path: $trails.path) {
                trails.build()
                    .navigationDestination(for: TrailDetailCoordinator.self) { coordinator in
                        coordinator.build()
                    }
            }
            .tabItem {
                Text("Trails")
            }

            NavigationStack(path: $camps.path) {
                camps.build()
            }
            .tabItem {
                Text("Camps")
            }
        }
    }
}
