import SwiftUI

struct WateringView: View {
    let onDone: () -> Void

    var body: some View {
        Button("Done") {
            onDone()
        }
    }
}
