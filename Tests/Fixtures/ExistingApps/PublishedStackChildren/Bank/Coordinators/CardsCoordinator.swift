import SwiftUI

final class CardsCoordinator: Coordinator, Identifiable {
    enum Destination: Hashable {
        case cards
    }

    @Published var stack: [Destination] = []
    weak var parent: AppCoordinator?

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .cards:
            CardsView(onClose: { [weak self] in
                self?.parent?.childDidFinish()
            })
        }
    }
}
