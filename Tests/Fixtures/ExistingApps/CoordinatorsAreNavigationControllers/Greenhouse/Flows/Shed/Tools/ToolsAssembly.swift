import UIKit

/// Registers the Tools screen.
struct ToolsAssembly: ModuleAssembly {
    func register(in registry: ModuleRegistry) {
        registry.register(ToolsModule.self) { ToolsViewController() }
    }
}
