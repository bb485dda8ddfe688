import UIKit

/// A flow of the gallery. How it shows itself is the flow's own business: a flow hands its parent the
/// view controller it lives in.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

/// What a parent shows of a child flow.
@MainActor
protocol Presentable: AnyObject {
    func toPresentable() -> UIViewController
}
