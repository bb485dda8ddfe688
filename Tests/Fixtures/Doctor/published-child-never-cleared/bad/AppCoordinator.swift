import SwiftUI

protocol Coordinator: ObservableObject {
    var path: NavigationPath { get set }
}

final class AppCoordinator: Coordinator, Identifiable {
    @Published var path = NavigationPath()
    @Published var cards: CardsCoordinator?  // expect: published-child-never-cleared
    @Published var help: HelpCoordinator?
    // A back-reference is not a child it publishes.
    weak var parent: AppCoordinator?

    func startCards() {
        cards = CardsCoordinator()
    }

    func startHelp() {
        let coordinator = HelpCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.help = nil
        }
        help = coordinator
    }
}

final class CardsCoordinator: Coordinator, Identifiable {
    @Published var path = NavigationPath()
}

final class HelpCoordinator: Coordinator, Identifiable {
    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?
}
