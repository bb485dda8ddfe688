//
//  CoordinatorType.swift
//  Store
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

enum CoordinatorType {
    case app, menu, orders, account
}
