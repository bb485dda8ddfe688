import SwiftUI

struct AppleView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        VStack(spacing: 12) {
            Button("Banana") {
                coordinator.push(.banana)
            }
            Button("Basket") {
                coordinator.present(sheet: .basket)
            }
        }
        .navigationTitle("Apple")
    }
}
