import UIKit

/// A flow that is its own navigation stack: it pushes its screens onto itself.
class StackCoordinator: UINavigationController, Coordinator {
    let modules: ModuleRegistry
    var flows: [Coordinator] = []

    init(modules: ModuleRegistry) {
        self.modules = modules
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func start() {}
}
