import SwiftUI

protocol Coordinator: ObservableObject {
    var path: NavigationPath { get set }
}

final class AppCoordinator: Coordinator {
    @Published var path = NavigationPath()
    @Published var cards: CardsCoordinator?
    @Published var help: HelpCoordinator?

    func startCards() {
        cards = CardsCoordinator()
    }

    func childDidFinish() {
        cards = nil
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
