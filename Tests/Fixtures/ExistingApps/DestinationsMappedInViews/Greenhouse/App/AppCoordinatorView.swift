import SwiftUI

/// Shows one phase or the other: no stack of its own.
struct AppCoordinatorView: View {
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some View {
        VStack {
            switch appCoordinator.phase {
            case .welcome:
                Text("Welcome")
            case .main:
                TabsCoordinatorView(tabsCoordinator: appCoordinator.tabsCoordinator)
            }
        }
    }
}
