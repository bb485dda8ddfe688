protocol HomeModulesFactory: AnyObject {
    func makeHome() -> HomeViewController
}

extension ModulesFactory: HomeModulesFactory {
    func makeHome() -> HomeViewController {
        HomeViewController()
    }
}
