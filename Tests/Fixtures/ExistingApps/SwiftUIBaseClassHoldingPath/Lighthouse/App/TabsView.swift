import SwiftUI

/// The app's tabs, each owning its flow's coordinator and the stack it drives: no coordinator owns another.
struct TabsView: View {
    @StateObject private var tide = TideCoordinator()
    @StateObject private var harbor = HarborCoordinator()

    var body: some View {
        VStack {
            NavigationStack(path: $tide.path) {
                TideCoordinatorView()
            }
            .environmentObject(tide as Coordinator)

            NavigationStack(path: $harbor.path) {
                HarborCoordinatorView()
            }
            .environmentObject(harbor as Coordinator)
        }
    }
}
