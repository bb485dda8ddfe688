import SwiftUI

struct BananaView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        Button("Back to the apple") {
            coordinator.popToRoot()
        }
        .navigationTitle("Banana")
    }
}
