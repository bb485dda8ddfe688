import SwiftUI

struct MenuCoordinatorView: View {
    @State var coordinator: MenuCoordinator

    var body: some View {
        Text("Menu: \(coordinator.itemCount)")
    }
}
