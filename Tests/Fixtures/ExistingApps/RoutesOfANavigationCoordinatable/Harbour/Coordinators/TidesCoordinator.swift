import Stinsen
import SwiftUI

final class TidesCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \TidesCoordinator.start)

    @Root var start = makeStart

    @ViewBuilder func makeStart() -> some View {
        TidesView()
    }
}
