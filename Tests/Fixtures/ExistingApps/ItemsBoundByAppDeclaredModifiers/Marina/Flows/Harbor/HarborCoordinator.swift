import SwiftUI

final class HarborCoordinator: ObservableObject {
    @Published var viewModel = HarborViewModel()
    @Published var boatViewModel: BoatViewModel?
    @Published var dockCoordinator: DockCoordinator?

    var onReset: (() -> Void)?

    init() {
        viewModel.onGoToBoat = { [weak self] name in
            self?.goToBoat(named: name)
        }
        viewModel.onGoToDock = { [weak self] in
            self?.goToDock()
        }
    }

    func goToBoat(named name: String) {
        boatViewModel = BoatViewModel(name: name)
        boatViewModel!.onDismissed = { [weak self] in
            self?.boatViewModel = nil
        }
    }

    func goToDock() {
        dockCoordinator = DockCoordinator()
        dockCoordinator!.onDismissed = { [weak self] in
            self?.dockCoordinator = nil
        }
    }
}

struct HarborCoordinatorView: View {
    @ObservedObject var coordinator: HarborCoordinator

    var body: some View {
        HarborView(viewModel: coordinator.viewModel)
            .push(item: $coordinator.boatViewModel) {
                BoatView(viewModel: $0)
            }
            .present(item: $coordinator.dockCoordinator) {
                DockCoordinatorView($0)
            }
    }

    init(_ coordinator: HarborCoordinator) {
        self.coordinator = coordinator
    }
}
