import UIKit

/// What every flow of the harbour app does; where a flow shows its screens is up to its base class.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
