/// Makes every flow's screens; each flow sees it through its own protocol.
final class ModulesFactory: CartModulesFactory {
    func makeCartSummary() -> ItemListViewController {
        ItemListViewController()
    }
}
