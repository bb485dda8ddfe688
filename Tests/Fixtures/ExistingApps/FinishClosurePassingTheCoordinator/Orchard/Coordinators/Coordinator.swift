import UIKit

/// Anything that runs a flow: how it begins, and the closure it calls with itself when it is done, so
/// that whoever started it can let it go.
protocol Coordinator: AnyObject {
    var onFinish: (StackCoordinator) -> Void { get }

    func start()
}

/// A flow shown on a navigation stack.
protocol StackCoordinator: Coordinator {
    var navigationController: UINavigationController { get set }
}
