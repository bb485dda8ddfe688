import UIKit

/// A flow. What it is handed (its navigation controller among it) is its own `Dependency`.
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
