import SwiftUI

struct ShelfView: View {
    @ObservedObject var viewModel: ShelfViewModel

    var body: some View {
        VStack {
            Button("Atlas") {
                viewModel.select("Atlas")
            }
            Button("Read") {
                viewModel.read()
            }
        }
    }
}
