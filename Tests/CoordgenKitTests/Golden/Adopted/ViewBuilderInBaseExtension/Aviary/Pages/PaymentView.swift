import SwiftUI

/// The Payment screen. It shows its content and tells its coordinator, which it reaches through the
/// environment as the app's other screens do, when the user is done.
struct PaymentView: View {
    @EnvironmentObject private var coordinator: PaymentCoordinator

    var body: some View {
        VStack(spacing: 16) {
            Text("Payment")
                .font(.largeTitle)
            Button("Done") {
                coordinator.onFinish?()
            }
        }
        .navigationTitle("Payment")
    }
}
