import SwiftUI

struct HarvestView: View {
    let coordinator: HarvestCoordinator

    var body: some View {
        Button("Basket") { coordinator.handle(.push(.basket)) }
    }
}
