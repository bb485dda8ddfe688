protocol ModuleFactory {
    func makeBoatsModule() -> BoatsViewController
    func makeDocksModule() -> DocksViewController
}
