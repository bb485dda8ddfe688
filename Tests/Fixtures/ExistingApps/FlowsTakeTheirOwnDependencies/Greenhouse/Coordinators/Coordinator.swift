import UIKit

/// A flow and the flows it started. Each flow takes what it needs in its own initialiser, shows its
/// screens on a stack it declares itself, and tells its parent through a delegate of its own.
@MainActor
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }

    func start()
}

extension Coordinator {
    func addChild(_ coordinator: Coordinator) {
        children.append(coordinator)
    }

    func removeChild(_ coordinator: Coordinator) {
        children.removeAll { $0 === coordinator }
    }
}
