import UIKit

/// What every flow has: its children and a way to begin. How a flow shows its screens is its own affair.
protocol Coordinator {
    var childCoordinators: [Coordinator] { get set }
    func start()
}
