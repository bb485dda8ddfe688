import SwiftUI

/// Signs the visitor in, then shows the tabs.
struct RootFlowView: View {
    @StateObject private var tabsCoordinator = TabsCoordinator()
    @StateObject private var signInCoordinator = SignInCoordinator()
    @State private var signedIn = false

    var body: some View {
        if signedIn {
            TabsView(coordinator: tabsCoordinator)
        } else {
            SignInCoordinatorView(coordinator: signInCoordinator)
        }
    }
}
