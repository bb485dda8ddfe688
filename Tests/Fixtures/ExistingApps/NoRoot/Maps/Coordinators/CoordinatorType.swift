//
//  CoordinatorType.swift
//  Maps
//
//  Created by Jane Appleseed on 03/02/2024.
//

enum CoordinatorType {
    case search
    case place
    case route
}
