import SwiftUI

struct TabsCoordinatorView: View {
    @ObservedObject var tabsCoordinator: TabsCoordinator

    var body: some View {
        if tabsCoordinator.selected == 0 {
            BedsCoordinatorView(bedsCoordinator: tabsCoordinator.bedsCoordinator)
        } else {
            SeedsCoordinatorView(seedsCoordinator: tabsCoordinator.seedsCoordinator)
        }
    }
}
