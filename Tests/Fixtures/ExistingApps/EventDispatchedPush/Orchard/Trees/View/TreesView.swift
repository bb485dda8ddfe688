import SwiftUI

struct TreesView: View {
    let coordinator: TreesCoordinator

    var body: some View {
        VStack {
            Button("Tree 1") { coordinator.handle(.push(.tree(1))) }
            Button("Plant") { coordinator.handle(.present(.planting)) }
            Button("Harvest") { coordinator.handle(.showHarvest) }
        }
    }
}
