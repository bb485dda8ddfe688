import SwiftUI

/// The Payment screen. It shows its content and tells its coordinator, which it reaches through the
/// environment as the app's other screens do, when the user is done.
struct PaymentView: View {
    @EnvironmentObject var paymentCoordinator: PaymentCoordinator

    var body: some View {
        VStack(spacing: 16) {
            Text("Payment")
                .font(.largeTitle)
            Button("Done") {
                paymentCoordinator.onFinish?()
            }
        }
        .navigationTitle("Payment")
    }
}
