import RxSwift
import UIKit

protocol CoordinatorDelegate: AnyObject {
    func didFinish(childCoordinator: Coordinator)
}

/// A flow keeps its screens' subscriptions in a bag it may swap for a fresh one.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    var delegate: CoordinatorDelegate? { get set }
    var disposeBag: DisposeBag { get set }

    init(navigationController: UINavigationController)

    func start()
}
