import SwiftUI

struct MenuCoordinatorView: View {
    @State var coordinator: MenuCoordinator

    var body: some View {
        MenuView(itemCount: coordinator.itemCount, showOtherTab: { coordinator.showOtherTab() })
    }
}
