import SwiftUI

struct ShelfView: View {
    let coordinator: PlantsCoordinator

    var body: some View {
        Text("Shelf")
    }
}
