import SwiftUI

struct TabsCoordinatorView: View {
    @State var coordinator: TabsCoordinator

    var body: some View {
        VStack {
            MenuCoordinatorView(coordinator: coordinator.menuCoordinator)
            BasketCoordinatorView(coordinator: coordinator.basketCoordinator)
        }
    }
}
