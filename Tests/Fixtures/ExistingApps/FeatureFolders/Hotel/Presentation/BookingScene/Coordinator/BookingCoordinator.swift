//
//  BookingCoordinator.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol BookingCoordinatorProtocol: Coordinator {
    func showBooking()
}

final class BookingCoordinator: BookingCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .booking }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showBooking()
    }

    func showBooking() {
        let viewController = BookingViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
