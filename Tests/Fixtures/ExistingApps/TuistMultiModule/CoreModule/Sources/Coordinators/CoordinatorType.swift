//
//  CoordinatorType.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

public enum CoordinatorType {
    case app
    case home
    case settings
}
