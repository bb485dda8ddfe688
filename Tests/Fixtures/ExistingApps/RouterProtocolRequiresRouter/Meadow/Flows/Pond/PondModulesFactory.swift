protocol PondModulesFactory: AnyObject {
    func makePond() -> PondViewController
}

extension ModulesFactory: PondModulesFactory {
    func makePond() -> PondViewController {
        PondViewController()
    }
}
