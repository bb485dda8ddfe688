//___FILEHEADER___

import SwiftUI

/// A `NavigationStack` run by a coordinator: the flow's first screen at the root, the destinations in
/// its navigator's path above it, and the navigator's sheet or full-screen cover over it. The app's root
/// flow shows its screens in one, and so does every presented flow.
struct CoordinatorStack<Flow: Coordinator>: View {
    let coordinator: Flow
    @ObservedObject private var navigator: Navigator

    init(coordinator: Flow) {
        self.coordinator = coordinator
        navigator = coordinator.navigator
    }

    var body: some View {
        NavigationStack(path: $navigator.path) {
            FlowRoot(coordinator: coordinator)
        }
        .sheet(item: $navigator.sheet) { presentation in
            presentation.content
        }
        .fullScreenCover(item: $navigator.fullScreenCover) { presentation in
            presentation.content
        }
    }
}
