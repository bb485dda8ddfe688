//
//  CoordinatorType.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

enum CoordinatorType {
    case app
    case home
    case settings
}
