import SwiftUI

struct FeederView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        VStack(spacing: 12) {
            Button("Perch") {
                coordinator.push(page: .perch)
            }
            Button("Feeder") {
                coordinator.present(sheet: .feeder)
            }
        }
        .navigationTitle("Feeder")
    }
}
