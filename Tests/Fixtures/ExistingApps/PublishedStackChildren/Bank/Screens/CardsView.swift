import SwiftUI

struct CardsView: View {
    let onClose: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Close") {
                onClose()
            }
        }
        .navigationTitle("Cards")
    }
}
