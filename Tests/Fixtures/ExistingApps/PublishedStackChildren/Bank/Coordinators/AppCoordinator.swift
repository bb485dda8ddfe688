import SwiftUI

final class AppCoordinator: Coordinator {
    enum Destination: Hashable {
        case accounts
        case transfer
    }

    @Published var stack: [Destination] = []
    @Published var cards: CardsCoordinator?

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .accounts:
            AccountsView(onTransfer: { [weak self] in
                self?.show(.transfer)
            }, onCards: { [weak self] in
                self?.startCards()
            })
        case .transfer:
            TransferView(onDone: { [weak self] in
                self?.back()
            })
        }
    }

    func startCards() {
        let child = CardsCoordinator()
        child.parent = self
        cards = child
    }

    func childDidFinish() {
        cards = nil
    }
}
