import UIKit

/// Registers the Seeds screen.
struct ReceiptAssembly: ModuleAssembly {
    func register(in registry: ModuleRegistry) {
        registry.register(ReceiptModule.self) { ReceiptViewController() }
    }
}
