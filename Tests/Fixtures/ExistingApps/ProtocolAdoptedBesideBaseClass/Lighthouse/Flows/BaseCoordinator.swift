import UIKit

/// The storage every flow shares.
class BaseCoordinator: NSObject {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators = [Coordinator]()

    required init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}
