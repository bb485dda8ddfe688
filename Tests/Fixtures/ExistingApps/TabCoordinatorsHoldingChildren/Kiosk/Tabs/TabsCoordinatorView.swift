import SwiftUI

struct TabsCoordinatorView: View {
    @State var coordinator: TabsCoordinator

    var body: some View {
        TabView {
            MenuCoordinatorView(coordinator: coordinator.menuCoordinator)
            BasketCoordinatorView(coordinator: coordinator.basketCoordinator)
        }
    }
}
