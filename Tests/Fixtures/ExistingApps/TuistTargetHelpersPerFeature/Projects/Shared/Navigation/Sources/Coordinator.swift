import UIKit

/// A flow of the app: it shows its screens on the navigation controller it is given.
public protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    func start()
}
