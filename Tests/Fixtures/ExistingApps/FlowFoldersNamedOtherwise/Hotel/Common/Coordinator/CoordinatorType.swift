//
//  CoordinatorType.swift
//  Hotel
//
//  Created by Jane Appleseed on 03/02/2024.
//

enum CoordinatorType {
    case app
    case booking
    case account
    case profile
}
