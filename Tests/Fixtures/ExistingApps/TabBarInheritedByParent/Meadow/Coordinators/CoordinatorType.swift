import UIKit

/// Keeps children and starts; what a coordinator shows its screens on belongs to the base class it picks.
@MainActor
protocol CoordinatorType: AnyObject {
    var childCoordinators: [CoordinatorType] { get set }
    var didFinish: (() -> Void)? { get set }
    func start()
}
