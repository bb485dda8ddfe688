protocol CartModulesFactory: AnyObject {
    func makeCartSummary() -> ItemListViewController
}
