import SwiftUI

struct CameraView: View {
    let onClose: () -> Void

    var body: some View {
        Button("Close") {
            onClose()
        }
    }
}
