import UIKit

protocol CoordinatorDelegate: AnyObject {
    func didFinish(childCoordinator: Coordinator)
}

/// Every flow says who it is, for the debug tree it prints.
protocol Coordinator: AnyObject {
    var name: String { get }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    var delegate: CoordinatorDelegate? { get set }

    init(navigationController: UINavigationController)

    func start()
}

extension Coordinator {
    func printTree(indentation: Int = 0) {
        print(String(repeating: " ", count: indentation) + name)
        childCoordinators.forEach { $0.printTree(indentation: indentation + 2) }
    }
}
