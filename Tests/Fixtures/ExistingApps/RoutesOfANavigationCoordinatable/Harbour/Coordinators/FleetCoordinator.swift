import Stinsen
import SwiftUI

final class FleetCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \FleetCoordinator.start)

    @Root var start = makeStart
    @Route(.push) var vessel = makeVessel
}

extension FleetCoordinator {
    @ViewBuilder func makeStart() -> some View {
        FleetView()
    }

    @ViewBuilder func makeVessel() -> some View {
        VesselView()
    }
}
