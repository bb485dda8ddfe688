import SwiftUI

struct LogView: View {
    @ObservedObject var viewModel: LogViewModel

    var body: some View {
        Button("Add entry") {
            viewModel.addEntry()
        }
    }
}
