import SwiftUI

struct BookView: View {
    @ObservedObject var viewModel: BookViewModel

    var body: some View {
        Button(viewModel.title) {
            viewModel.close()
        }
    }
}
