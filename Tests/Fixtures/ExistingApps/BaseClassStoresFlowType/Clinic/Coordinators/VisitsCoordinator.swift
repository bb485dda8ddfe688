import UIKit

final class VisitsCoordinator: BaseCoordinator {
	init(navigationController: UINavigationController?) {
		super.init(type: .visits)
		self.navigationController = navigationController
	}

	override func start() {
		navigationController?.pushViewController(VisitsViewController(), animated: true)
	}

	func showRecords() {
		let records = RecordsCoordinator(navigationController: navigationController)
		addChild(coordinator: records)
		records.start()
	}
}
