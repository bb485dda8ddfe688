//
//  BookingCoordinator.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

final class BookingCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .booking }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showBookings()
    }

    func showBookings() {
        let viewController = BookingsViewController()
        viewController.onFinish = { [weak self] in
            self?.showBookingDetail()
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    func showBookingDetail() {
        let viewController = BookingDetailViewController()
        viewController.onFinish = { [weak self] in
            self?.finish()
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
