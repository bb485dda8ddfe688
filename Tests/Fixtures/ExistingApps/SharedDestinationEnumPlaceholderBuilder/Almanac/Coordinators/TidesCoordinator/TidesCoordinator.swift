import SwiftUI

@MainActor
final class TidesCoordinator: Coordinator, ObservableObject {
    @Published var path = [Destination]()

    func start() -> some View {
        TidesCoordinatorView(coordinator: self)
    }
}
