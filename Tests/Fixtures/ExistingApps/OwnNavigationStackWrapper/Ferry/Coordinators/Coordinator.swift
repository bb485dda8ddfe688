import UIKit

/// A flow on the app's own stack, with the flows it started and how it tells its parent it is done.
@MainActor
protocol Coordinator: AnyObject {
    var navigationController: AppNavigationController { get }
    var children: [Coordinator] { get set }
    var onFinish: (() -> Void)? { get set }

    func start()
}
