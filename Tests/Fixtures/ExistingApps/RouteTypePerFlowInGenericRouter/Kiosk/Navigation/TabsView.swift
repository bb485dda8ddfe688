import SwiftUI

struct TabsView: View {
    @ObservedObject var coordinator: TabsCoordinator

    var body: some View {
        if coordinator.selectedTab == 0 {
            ShopCoordinatorView(coordinator: coordinator.shopCoordinator)
        } else {
            AccountCoordinatorView(coordinator: coordinator.accountCoordinator)
        }
    }
}
