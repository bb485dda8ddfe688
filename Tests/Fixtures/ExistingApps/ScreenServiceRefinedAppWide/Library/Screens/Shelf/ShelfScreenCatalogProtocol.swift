/// What the shelf screen needs of the catalogue.
protocol ShelfScreenCatalogProtocol {
    func titles() -> [String]
}
