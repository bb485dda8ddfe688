import SwiftUI

struct BoatView: View {
    @ObservedObject var viewModel: BoatViewModel

    var body: some View {
        Button(viewModel.name) {
            viewModel.close()
        }
    }
}
