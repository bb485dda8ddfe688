//
//  ShelfCoordinator.swift
//  Kiln
//

import SwiftUI

final class ShelfCoordinator: Coordinator {
    enum Path: Hashable {
        case pot
    }

    @Published var navigationPath = NavigationPath()

    func openPot() {
        navigationPath.append(Path.pot)
    }
}
