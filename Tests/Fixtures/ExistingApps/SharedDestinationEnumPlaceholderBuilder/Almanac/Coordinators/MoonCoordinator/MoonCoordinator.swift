import SwiftUI

@MainActor
final class MoonCoordinator: Coordinator, ObservableObject {
    @Published var path = [Destination]()

    func start() -> some View {
        MoonCoordinatorView(coordinator: self)
    }
}
