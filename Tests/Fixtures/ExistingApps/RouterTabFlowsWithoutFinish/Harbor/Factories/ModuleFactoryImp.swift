final class ModuleFactoryImp: ModuleFactory {
    func makeTidesModule() -> TidesViewController {
        TidesViewController()
    }

    func makeMooringsModule() -> MooringsViewController {
        MooringsViewController()
    }
}
