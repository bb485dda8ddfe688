import UIKit

/// Every flow: its case is settable, and it tells its delegate which flow ended by that case.
@MainActor
protocol Coordinator: AnyObject {
    var delegate: CoordinatorDelegate? { get set }
    var navigationController: UINavigationController { get set }
    var type: CoordinatorType { get set }
    func start()
}

@MainActor
protocol CoordinatorDelegate: AnyObject {
    func flowDidEnd(type: CoordinatorType)
}

enum CoordinatorType {
    case shelf, loans
}
