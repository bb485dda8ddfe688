import SwiftUI

struct BasketCoordinatorView: View {
    @State var coordinator: BasketCoordinator

    var body: some View {
        Text("Basket: \(coordinator.itemCount)")
    }
}
