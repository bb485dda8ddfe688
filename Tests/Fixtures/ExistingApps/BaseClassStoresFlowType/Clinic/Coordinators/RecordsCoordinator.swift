import UIKit

final class RecordsCoordinator: BaseCoordinator {
	init(navigationController: UINavigationController?) {
		super.init(type: .records)
		self.navigationController = navigationController
	}

	override func start() {
		navigationController?.pushViewController(RecordsViewController(), animated: true)
	}
}
