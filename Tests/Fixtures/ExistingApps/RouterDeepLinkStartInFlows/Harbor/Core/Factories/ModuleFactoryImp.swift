final class ModuleFactoryImp: ModuleFactory {
    func makeBoatsModule() -> BoatsViewController {
        BoatsViewController()
    }

    func makeDocksModule() -> DocksViewController {
        DocksViewController()
    }
}
