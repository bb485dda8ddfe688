import RxSwift
import UIKit

protocol CoordinatorDelegate: AnyObject {
    func didFinish(childCoordinator: Coordinator)
}

/// Every flow keeps the subscriptions of its screens in a bag of its own.
protocol Coordinator: AnyObject {
    var disposeBag: DisposeBag { get }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    var delegate: CoordinatorDelegate? { get set }

    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        delegate?.didFinish(childCoordinator: self)
    }
}
