import SwiftUI

struct HarborView: View {
    @ObservedObject var viewModel: HarborViewModel

    var body: some View {
        VStack {
            Button(viewModel.boats[0]) {
                viewModel.select(viewModel.boats[0])
            }
            Button("Dock") {
                viewModel.openDock()
            }
        }
    }
}
