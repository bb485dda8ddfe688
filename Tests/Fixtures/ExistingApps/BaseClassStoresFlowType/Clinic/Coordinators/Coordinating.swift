import UIKit

enum CoordinatorType {
	case main
	case visits
	case records
}

/// A flow, known to its parent by its type.
protocol Coordinating: AnyObject {
	var type: CoordinatorType { get }
	var navigationController: UINavigationController? { get set }
	var childCoordinators: [CoordinatorType: Coordinating] { get set }

	func start()
}
