import UIKit

/// A flow on a stack of its own; when it is done it calls `onComplete` with itself.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var onComplete: ((Coordinator) -> Void)? { get set }

    func start()
}
