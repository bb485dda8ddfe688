import SwiftUI

struct PageView: View {
    @ObservedObject var viewModel: PageViewModel

    var body: some View {
        Button("Page \(viewModel.number)") {
            viewModel.finishReading()
        }
    }
}
