import Stinsen
import SwiftUI

/// The first flow: the dock, from which the fleet is pushed and the tide table shown.
final class DockCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \DockCoordinator.start)

    @Root var start = makeStart
    @Route(.push) var fleet = makeFleet
    @Route(.modal) var tides = makeTides
    @Route(.push) var moorings = makeMoorings
}

extension DockCoordinator {
    @ViewBuilder func makeStart() -> some View {
        DockView()
    }

    func makeFleet() -> FleetCoordinator {
        return FleetCoordinator()
    }

    func makeTides() -> NavigationViewCoordinator<TidesCoordinator> {
        return NavigationViewCoordinator(TidesCoordinator())
    }

    @ViewBuilder func makeMoorings() -> some View {
        MooringsView()
    }
}
