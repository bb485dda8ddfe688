import SwiftUI

struct TabsCoordinatorView: View {
    @ObservedObject var tabsCoordinator: TabsCoordinator

    var body: some View {
        VStack {
            if tabsCoordinator.selected == 0 {
                ShelvesCoordinatorView(shelvesCoordinator: tabsCoordinator.shelvesCoordinator)
            } else {
                JarsCoordinatorView(jarsCoordinator: tabsCoordinator.jarsCoordinator)
            }
        }
    }
}
