import SwiftUI

/// The Receipt screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
struct ReceiptView: View {
    /// Called when the user is done with this screen.
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Receipt")
                .font(.largeTitle)
            Button("Done") {
                onFinish()
            }
        }
        .navigationTitle("Receipt")
    }
}
