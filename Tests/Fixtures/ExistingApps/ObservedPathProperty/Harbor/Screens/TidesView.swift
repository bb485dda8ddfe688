import SwiftUI

struct TidesView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        Button("Close") {
            coordinator.tidesChecked()
        }
    }
}
