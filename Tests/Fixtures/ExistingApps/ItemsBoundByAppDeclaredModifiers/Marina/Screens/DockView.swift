import SwiftUI

struct DockView: View {
    @ObservedObject var viewModel: DockViewModel

    var body: some View {
        VStack {
            Button("Berth") {
                viewModel.openBerth()
            }
            Button("Close") {
                viewModel.close()
            }
        }
    }
}
