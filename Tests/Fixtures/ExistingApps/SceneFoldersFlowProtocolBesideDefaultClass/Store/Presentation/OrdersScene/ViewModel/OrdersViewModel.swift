//
//  OrdersViewModel.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

final class OrdersViewModel {
    weak var coordinator: OrdersCoordinator?

    init(coordinator: OrdersCoordinator) {
        self.coordinator = coordinator
    }

    func viewDidLoad() {
    }

    func detailTapped() {
        coordinator?.pushOrdersDetailViewController()
    }

    func closeTapped() {
        coordinator?.finish()
    }
}
