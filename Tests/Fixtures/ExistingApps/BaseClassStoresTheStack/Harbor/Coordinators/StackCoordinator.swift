import UIKit

/// Every flow inherits from this class, which stores the navigation stack it is handed: the
/// coordinator protocol itself declares no stack.
open class StackCoordinator: Coordinator {
    let stack: UINavigationController
    private(set) var children: [Coordinator] = []

    init(stack: UINavigationController) {
        self.stack = stack
    }

    func start() {
        fatalError("Subclasses start their flow")
    }

    func keep(_ child: Coordinator) {
        children.append(child)
    }

    func release(_ child: Coordinator) {
        children = children.filter { $0 !== child }
    }
}
