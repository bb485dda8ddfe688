//
//  OrdersCoordinator.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

protocol OrdersCoordinator: Coordinator {
    func pushOrdersDetailViewController()
}
