import UIKit

/// A flow of screens, started by its parent and kept while it runs.
@MainActor
public protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }

    func start()
}

/// The controller a hosting coordinator shows, seen as a plain view controller (what presenting needs).
@MainActor
public protocol _HostingCoordinator: Coordinator {
    var _hostController: UIViewController { get }
}

/// A coordinator that shows its screens in a controller of its own kind.
@MainActor
public protocol HostingCoordinator: _HostingCoordinator {
    associatedtype Host: UIViewController

    var hostController: Host { get }
}

extension HostingCoordinator {
    public var _hostController: UIViewController { hostController }

    public func keep(_ child: Coordinator) {
        childCoordinators.append(child)
    }
}
