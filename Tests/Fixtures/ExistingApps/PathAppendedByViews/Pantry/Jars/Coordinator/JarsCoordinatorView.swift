import SwiftUI

struct JarsCoordinatorView: View {
    @ObservedObject var jarsCoordinator: JarsCoordinator

    var body: some View {
        NavigationStack(path: $jarsCoordinator.path) {
            JarsView()
                .navigationDestination(for: JarsRoute.self) { route in
                    switch route {
                    case .jar(let name):
                        JarView(name: name)
                    }
                }
        }
        .environmentObject(jarsCoordinator)
    }
}
