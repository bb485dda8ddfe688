import SwiftUI

struct BerthView: View {
    @ObservedObject var viewModel: BerthViewModel

    var body: some View {
        Button("Leave") {
            viewModel.leave()
        }
    }
}
