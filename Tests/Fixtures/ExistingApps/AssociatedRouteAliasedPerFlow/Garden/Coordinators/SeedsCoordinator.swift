import SwiftUI

enum SeedsRoute: Hashable {
    case packet
}

final class SeedsCoordinator: Coordinator, Identifiable {
    typealias Route = SeedsRoute
    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for route: SeedsRoute) -> some View {
        switch route {
        case .packet:
            PacketView()
        }
    }
}
