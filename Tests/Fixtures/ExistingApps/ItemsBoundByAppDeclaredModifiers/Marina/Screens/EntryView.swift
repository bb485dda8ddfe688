import SwiftUI

struct EntryView: View {
    @ObservedObject var viewModel: EntryViewModel

    var body: some View {
        Button("Save \(viewModel.text)") {
            viewModel.save()
        }
    }
}
