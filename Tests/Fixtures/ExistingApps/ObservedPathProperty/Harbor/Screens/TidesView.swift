import SwiftUI

struct TidesView: View {
    let onClose: () -> Void

    var body: some View {
        Button("Close") {
            onClose()
        }
    }
}
