import UIKit

/// What every flow of the reading app does. How a flow shows its screens is its base class's business.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
