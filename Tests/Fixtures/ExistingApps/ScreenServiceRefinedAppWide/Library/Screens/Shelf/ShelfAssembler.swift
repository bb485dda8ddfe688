import UIKit

@MainActor
enum ShelfAssembler {
    static func makeShelfScreen(coordinator: ShelfCoordinator) -> UIViewController {
        let viewModel = ShelfViewModel(coordinator: coordinator, catalog: makeCatalog())
        return ShelfViewController(viewModel: viewModel)
    }

    private static func makeCatalog() -> any CatalogServiceProtocol {
        ServiceLocator.catalog()
    }
}
