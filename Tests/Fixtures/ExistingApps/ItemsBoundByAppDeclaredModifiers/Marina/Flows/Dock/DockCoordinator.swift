import SwiftUI

final class DockCoordinator: ObservableObject {
    @Published var viewModel = DockViewModel()
    @Published var berthViewModel: BerthViewModel?

    var onDismissed: (() -> Void)?

    init() {
        viewModel.onGoToBerth = { [weak self] in
            self?.goToBerth()
        }
        viewModel.onClose = { [weak self] in
            self?.onDismissed?()
        }
    }

    func goToBerth() {
        berthViewModel = BerthViewModel()
        berthViewModel!.onDismissed = { [weak self] in
            self?.berthViewModel = nil
        }
    }
}

struct DockCoordinatorView: View {
    @ObservedObject var coordinator: DockCoordinator

    var body: some View {
        NavigationStack {
            DockView(viewModel: coordinator.viewModel)
                .push(item: $coordinator.berthViewModel) {
                    BerthView(viewModel: $0)
                }
        }
    }

    init(_ coordinator: DockCoordinator) {
        self.coordinator = coordinator
    }
}
