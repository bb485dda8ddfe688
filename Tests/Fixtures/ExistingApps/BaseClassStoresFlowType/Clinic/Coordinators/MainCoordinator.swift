import UIKit

final class MainCoordinator: BaseCoordinator {
	private let window: UIWindow

	init(window: UIWindow) {
		self.window = window
		super.init(type: .main)
	}

	override func start() {
		let navigationController = UINavigationController()
		self.navigationController = navigationController
		window.rootViewController = navigationController
		let visits = VisitsCoordinator(navigationController: navigationController)
		addChild(coordinator: visits)
		visits.start()
	}
}
