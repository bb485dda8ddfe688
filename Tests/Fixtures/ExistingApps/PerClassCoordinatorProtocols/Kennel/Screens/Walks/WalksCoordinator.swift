//
//  WalksCoordinator.swift
//  Kennel
//

import UIKit

protocol WalksCoordinatorProtocol {
    func showError(_ message: String)
}

final class WalksCoordinator: WalksCoordinatorProtocol {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showError(_ message: String) {
        navigationController.topViewController?.title = message
    }
}
