import SwiftUI

struct SeedsCoordinatorView: View {
    @ObservedObject var seedsCoordinator: SeedsCoordinator

    var body: some View {
        NavigationStack(path: $seedsCoordinator.path) {
            SeedsView()
                .navigationDestination(for: SeedsRoute.self) { route in
                    switch route {
                    case .packet(let name):
                        PacketView(name: name)
                    }
                }
        }
        .environmentObject(seedsCoordinator)
    }
}
