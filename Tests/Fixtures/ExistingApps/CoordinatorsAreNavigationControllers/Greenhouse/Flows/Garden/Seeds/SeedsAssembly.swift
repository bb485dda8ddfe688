import UIKit

/// Registers the Seeds screen.
struct SeedsAssembly: ModuleAssembly {
    func register(in registry: ModuleRegistry) {
        registry.register(SeedsModule.self) { SeedsViewController() }
    }
}
