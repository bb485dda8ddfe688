import SwiftUI

struct BoatsView: View {
    let onDone: () -> Void

    var body: some View {
        Button("Done") {
            onDone()
        }
        .navigationTitle("Boats")
    }
}
