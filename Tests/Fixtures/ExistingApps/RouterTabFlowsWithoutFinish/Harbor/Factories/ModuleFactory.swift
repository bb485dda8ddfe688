protocol ModuleFactory {
    func makeTidesModule() -> TidesViewController
    func makeMooringsModule() -> MooringsViewController
}
