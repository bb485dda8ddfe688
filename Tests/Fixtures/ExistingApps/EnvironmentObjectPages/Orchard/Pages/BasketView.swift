import SwiftUI

struct BasketView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        Button("Close") {
            coordinator.dismissSheet()
        }
    }
}
