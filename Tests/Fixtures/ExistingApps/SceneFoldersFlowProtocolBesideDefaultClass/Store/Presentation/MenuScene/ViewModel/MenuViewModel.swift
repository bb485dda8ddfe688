//
//  MenuViewModel.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

final class MenuViewModel {
    weak var coordinator: MenuCoordinator?

    init(coordinator: MenuCoordinator) {
        self.coordinator = coordinator
    }

    func viewDidLoad() {
        StoreAnalytics.log(.menuOpened)
    }

    func ordersShortcutTapped(itemCount: Int) {
        StoreAnalytics.log(.ordersShortcutTapped(itemCount: itemCount))
    }

    func detailTapped() {
        coordinator?.pushMenuDetailViewController()
    }
}
