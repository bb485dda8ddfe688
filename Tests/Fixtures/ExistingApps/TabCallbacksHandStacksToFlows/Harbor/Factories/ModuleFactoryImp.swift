final class ModuleFactoryImp: TidesModuleFactory, MooringsModuleFactory {
    func makeTidesModule() -> (TidesViewController, TidesViewModel) {
        let viewModel = TidesViewModel()
        return (TidesViewController(viewModel: viewModel), viewModel)
    }

    func makeMooringsModule() -> (MooringsViewController, MooringsViewModel) {
        let viewModel = MooringsViewModel()
        return (MooringsViewController(viewModel: viewModel), viewModel)
    }
}
