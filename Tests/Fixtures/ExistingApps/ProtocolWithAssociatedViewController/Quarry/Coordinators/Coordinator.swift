import UIKit

/// A flow names the view controller it shows first, and keeps it.
@MainActor
protocol Coordinator: AnyObject {
    associatedtype ViewControllerType: UIViewController

    var navigationController: UINavigationController { get }
    var viewController: ViewControllerType? { get }
    var childCoordinators: [any Coordinator] { get set }

    func start()
}
