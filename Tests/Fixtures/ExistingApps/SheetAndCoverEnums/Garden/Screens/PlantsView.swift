import SwiftUI

struct PlantsView: View {
    let onPlant: (Int) -> Void
    let onWater: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Fern") {
                onPlant(1)
            }
            Button("Water") {
                onWater()
            }
        }
        .navigationTitle("Plants")
    }
}
