import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var child: Coordinator? { get set }
    var parent: Coordinator? { get set }
    func start()
}

extension Coordinator {
    func run(_ coordinator: Coordinator) {
        child = coordinator
        coordinator.parent = self
        coordinator.start()
    }
}

/// What every flow subclasses: the view controller it runs, typed by each flow.
class BaseCoordinator<Root: UIViewController>: Coordinator {
    let root: Root
    var child: Coordinator?
    weak var parent: Coordinator?

    init(root: Root) {
        self.root = root
    }

    func start() {
        assertionFailure("override start()")
    }
}
