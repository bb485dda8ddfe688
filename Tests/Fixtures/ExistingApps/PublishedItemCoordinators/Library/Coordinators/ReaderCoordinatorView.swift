import SwiftUI

struct ReaderCoordinatorView: View {
    @ObservedObject var coordinator: ReaderCoordinator

    var body: some View {
        Button("First page") {
            coordinator.openPage(1)
        }
        .navigation(item: $coordinator.pageViewModel) {
            PageView(viewModel: $0)
        }
    }
}
