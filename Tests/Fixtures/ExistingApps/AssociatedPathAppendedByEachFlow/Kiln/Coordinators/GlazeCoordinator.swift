//
//  GlazeCoordinator.swift
//  Kiln
//

import SwiftUI

final class GlazeCoordinator: Coordinator {
    enum Path: Hashable {
        case recipe(Int)
        case firing
    }

    @Published var navigationPath = NavigationPath()

    func openRecipe(_ number: Int) {
        navigationPath.append(Path.recipe(number))
    }

    func openFiring() {
        navigationPath.append(Path.firing)
    }
}
