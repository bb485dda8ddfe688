import UIKit

protocol Coordinator: AnyObject {
    var parent: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }

    func addChild(coordinator: Coordinator)
    func removeChild(coordinator: Coordinator)
    func didDeinit()
}

extension Coordinator {
    func addChild(coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeChild(coordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== coordinator }
    }

    func didDeinit() {
        parent?.removeChild(coordinator: self)
    }
}
