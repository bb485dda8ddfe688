import Foundation

/// The protocol names no navigation controller: each coordinator is handed what it shows its screens on.
@MainActor
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func attach(_ coordinator: Coordinator) {
        children.append(coordinator)
    }

    func detach(_ coordinator: Coordinator) {
        children.removeAll { $0 === coordinator }
    }
}
