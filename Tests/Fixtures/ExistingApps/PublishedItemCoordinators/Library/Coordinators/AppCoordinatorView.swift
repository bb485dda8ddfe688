import SwiftUI

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack {
            ShelfView(viewModel: coordinator.shelfViewModel)
                .navigation(item: $coordinator.bookViewModel) { viewModel in
                    BookView(viewModel: viewModel)
                }
                .navigation(item: $coordinator.readerCoordinator) {
                    ReaderCoordinatorView(coordinator: $0)
                }
        }
    }
}
