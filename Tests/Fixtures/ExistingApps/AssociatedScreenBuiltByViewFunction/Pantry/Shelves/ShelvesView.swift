import SwiftUI

struct ShelvesView: View {
    let onShelf: (Int) -> Void
    let onLabels: () -> Void

    var body: some View {
        VStack {
            Button("Top shelf") { onShelf(1) }
            Button("Labels") { onLabels() }
        }
    }
}
