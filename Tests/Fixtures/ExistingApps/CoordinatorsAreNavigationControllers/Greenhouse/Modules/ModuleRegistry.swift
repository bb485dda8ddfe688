import UIKit

/// One screen's module: what a flow asks the registry for, and the view controller it shows.
@MainActor
protocol ScreenModule: AnyObject {
    var screen: UIViewController { get }
}

/// Registers the modules a flow may make.
@MainActor
protocol ModuleAssembly {
    func register(in registry: ModuleRegistry)
}

/// Makes each screen's module from the factory its assembly registered.
@MainActor
final class ModuleRegistry {
    private var factories: [ObjectIdentifier: () -> AnyObject] = [:]

    init(parts: [ModuleAssembly]) {
        for part in parts { part.register(in: self) }
    }

    func register<Module>(_ type: Module.Type, factory: @escaping () -> AnyObject) {
        factories[ObjectIdentifier(type)] = factory
    }

    func make<Module>(_ type: Module.Type) -> Module? {
        factories[ObjectIdentifier(type)]?() as? Module
    }
}
