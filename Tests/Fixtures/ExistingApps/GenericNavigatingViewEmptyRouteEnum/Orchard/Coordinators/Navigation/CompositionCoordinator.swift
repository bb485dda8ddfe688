import SwiftUI

/// A flow made of other flows, kept side by side (the tabs).
protocol CompositionCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] { get set }
}

extension CompositionCoordinator {
    func didFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

extension Sequence {
    /// The first element of type `type`.
    func first<T>(as type: T.Type) -> T? {
        lazy.compactMap { $0 as? T }.first
    }
}
