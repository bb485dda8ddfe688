protocol GardenModulesFactory: AnyObject {
    func makeGarden() -> GardenViewController
}

extension ModulesFactory: GardenModulesFactory {
    func makeGarden() -> GardenViewController {
        GardenViewController()
    }
}
