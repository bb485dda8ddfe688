import UIKit

/// What every flow inherits: its type, given once when it is made, and its children by type.
class BaseCoordinator: Coordinating {
	let type: CoordinatorType
	var navigationController: UINavigationController?
	var childCoordinators: [CoordinatorType: Coordinating] = [:]

	init(type: CoordinatorType) {
		self.type = type
	}

	func start() {}

	func addChild(coordinator: Coordinating) {
		childCoordinators[coordinator.type] = coordinator
	}

	func removeChild(coordinator: Coordinating) {
		childCoordinators[coordinator.type] = nil
	}
}
