import SwiftUI

struct JarsCoordinatorView: View {
    @StateObject private var coordinator = JarsCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            JarsView(onJar: { coordinator.showJar($0) })
                .navigationDestination(for: JarsCoordinator.Screen.self) { screen in
                    destination(screen)
                }
        }
    }

    @ViewBuilder
    private func destination(_ screen: JarsCoordinator.Screen) -> some View {
        switch screen {
        case .jar(let name):
            JarView(name: name)
        }
    }
}
