//
//  AppCoordinator.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

protocol AppCoordinator: Coordinator {
    func showMenuFlow()
    func showOrdersFlow()
}
