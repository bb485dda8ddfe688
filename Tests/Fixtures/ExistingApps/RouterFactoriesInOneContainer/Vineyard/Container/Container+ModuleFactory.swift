import Foundation

protocol ModuleFactory {
    func makeHarvestModule() -> HarvestViewController
    func makeCellarModule() -> CellarViewController
}

extension Container: ModuleFactory {
    func makeHarvestModule() -> HarvestViewController {
        HarvestViewController(rows: harvestLog.rows)
    }

    func makeCellarModule() -> CellarViewController {
        CellarViewController()
    }
}
