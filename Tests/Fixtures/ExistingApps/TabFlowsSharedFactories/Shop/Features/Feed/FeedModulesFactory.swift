protocol FeedModulesFactory: AnyObject {
    func makeItemList() -> ItemListViewController
}

extension ModulesFactory: FeedModulesFactory {
    func makeItemList() -> ItemListViewController {
        ItemListViewController()
    }
}
