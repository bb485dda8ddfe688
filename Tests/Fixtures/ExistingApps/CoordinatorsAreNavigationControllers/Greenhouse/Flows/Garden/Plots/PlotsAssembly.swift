import UIKit

/// Registers the Plots screen.
struct PlotsAssembly: ModuleAssembly {
    func register(in registry: ModuleRegistry) {
        registry.register(PlotsModule.self) { PlotsViewController() }
    }
}
