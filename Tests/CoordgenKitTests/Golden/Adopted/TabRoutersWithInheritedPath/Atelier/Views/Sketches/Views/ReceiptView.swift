import SwiftUI

/// The Receipt screen. It shows its content and tells its coordinator, which it reaches through the
/// environment as the app's other screens do, when the user is done.
struct ReceiptView: View {
    @Environment(SketchesRouter.self) private var router

    var body: some View {
        VStack(spacing: 16) {
            Text("Receipt")
                .font(.largeTitle)
            Button("Done") {
                router.navigateBack()
            }
        }
        .navigationTitle("Receipt")
    }
}
