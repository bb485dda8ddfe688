import SwiftUI

/// The Receipt screen. It shows what its view model holds and tells it when the user is done; it
/// never navigates by itself.
struct ReceiptView: View {
    @ObservedObject var viewModel: ReceiptViewModel

    var body: some View {
        VStack(spacing: 16) {
            Text(viewModel.title)
                .font(.largeTitle)
            Button("Done") {
                viewModel.done()
            }
        }
        .navigationTitle(viewModel.title)
    }
}
