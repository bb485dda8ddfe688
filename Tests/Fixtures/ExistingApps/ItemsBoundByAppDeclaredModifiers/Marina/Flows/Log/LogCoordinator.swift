import SwiftUI

final class LogCoordinator: ObservableObject {
    @Published var viewModel = LogViewModel()
    @Published var entryViewModel: EntryViewModel?

    var onSignOut: (() -> Void)?

    init() {
        viewModel.onGoToEntry = { [weak self] in
            self?.goToEntry()
        }
    }

    func goToEntry() {
        entryViewModel = EntryViewModel()
        entryViewModel!.onDismissed = { [weak self] in
            self?.entryViewModel = nil
        }
    }
}

struct LogCoordinatorView: View {
    @ObservedObject var coordinator: LogCoordinator

    var body: some View {
        LogView(viewModel: coordinator.viewModel)
            .push(item: $coordinator.entryViewModel) {
                EntryView(viewModel: $0)
            }
    }

    init(_ coordinator: LogCoordinator) {
        self.coordinator = coordinator
    }
}
