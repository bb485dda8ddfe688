//
//  VisitsCoordinator.swift
//  Kennel
//

import UIKit

final class VisitsCoordinator: Coordinator {
    let id = UUID().uuidString
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [String: any Coordinator] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = VisitsViewController()
        viewController.onDone = { [weak self] in
            self?.navigationController.popViewController(animated: true)
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}

extension VisitsCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        free(coordinator: childCoordinator)
    }
}
