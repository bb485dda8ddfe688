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
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        navigationController.present(alert, animated: true)
    }
}
