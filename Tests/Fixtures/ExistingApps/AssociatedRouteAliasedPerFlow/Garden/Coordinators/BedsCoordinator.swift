import SwiftUI

enum BedsRoute: Hashable {
    case bed
    case soil
}

final class BedsCoordinator: Coordinator {
    typealias Route = BedsRoute
    @Published var path = NavigationPath()
    @Published var seeds: SeedsCoordinator?

    func openSeeds() {
        let seeds = SeedsCoordinator()
        seeds.onFinish = { [weak self] in self?.seeds = nil }
        self.seeds = seeds
    }

    @ViewBuilder
    func view(for route: BedsRoute) -> some View {
        switch route {
        case .bed:
            BedView()
        case .soil:
            SoilView()
        }
    }
}
