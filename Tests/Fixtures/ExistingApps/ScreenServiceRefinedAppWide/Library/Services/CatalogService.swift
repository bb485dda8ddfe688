/// The app's catalogue service, handed to every screen that lists titles.
protocol CatalogServiceProtocol: AnyObject, ShelfScreenCatalogProtocol {}

final class CatalogService: CatalogServiceProtocol {
    func titles() -> [String] {
        ["Dune", "Emma"]
    }
}

enum ServiceLocator {
    static func catalog() -> any CatalogServiceProtocol {
        CatalogService()
    }
}
