import Foundation

/// Keeps the children; holds no navigation controller.
class BaseCoordinator: Coordinator {
    var children: [Coordinator] = []

    func start() {
        preconditionFailure("a subclass starts its own flow")
    }
}
