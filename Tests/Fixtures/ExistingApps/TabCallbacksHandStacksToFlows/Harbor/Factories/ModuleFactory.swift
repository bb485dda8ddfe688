protocol TidesModuleFactory {
    func makeTidesModule() -> (TidesViewController, TidesViewModel)
}

protocol MooringsModuleFactory {
    func makeMooringsModule() -> (MooringsViewController, MooringsViewModel)
}
