@MainActor
final class ShelfViewModel {
    private weak var coordinator: ShelfCoordinator?
    private let catalog: ShelfScreenCatalogProtocol

    init(coordinator: ShelfCoordinator, catalog: ShelfScreenCatalogProtocol) {
        self.coordinator = coordinator
        self.catalog = catalog
    }

    func titles() -> [String] {
        catalog.titles()
    }

    func close() {
        coordinator?.shelfDidClose()
    }
}
