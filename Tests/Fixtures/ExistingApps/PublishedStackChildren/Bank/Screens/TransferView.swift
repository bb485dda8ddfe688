import SwiftUI

struct TransferView: View {
    let onDone: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Done") {
                onDone()
            }
        }
        .navigationTitle("Transfer")
    }
}
