import SwiftUI

struct BasketCoordinatorView: View {
    @State var coordinator: BasketCoordinator

    var body: some View {
        BasketView(itemCount: coordinator.itemCount, showOtherTab: { coordinator.showOtherTab() })
    }
}
