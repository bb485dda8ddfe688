import SwiftUI

struct TidesView: View {
    let onDone: () -> Void

    var body: some View {
        Button("Done") {
            onDone()
        }
        .navigationTitle("Tides")
    }
}
