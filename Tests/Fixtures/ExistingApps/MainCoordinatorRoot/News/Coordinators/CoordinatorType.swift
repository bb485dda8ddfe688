//
//  CoordinatorType.swift
//  News
//
//  Created by Jane Appleseed on 03/02/2024.
//

enum CoordinatorType {
    case main
    case home
    case settings
}
