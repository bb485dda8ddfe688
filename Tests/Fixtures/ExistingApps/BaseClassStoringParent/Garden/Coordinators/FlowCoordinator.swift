import UIKit

/// Every coordinator of the app inherits from this class; there is no coordinator protocol. It keeps
/// its parent, which it is given when it is made.
class FlowCoordinator: NSObject {
    var children: [FlowCoordinator] = []
    var parent: FlowCoordinator?

    init(parent: FlowCoordinator?) {
        self.parent = parent
    }

    func start() {}

    func run(child: FlowCoordinator) {
        children.append(child)
        child.start()
    }

    func release(child: FlowCoordinator) {
        children.removeAll { $0 === child }
    }

    func end() {
        parent?.release(child: self)
    }
}
