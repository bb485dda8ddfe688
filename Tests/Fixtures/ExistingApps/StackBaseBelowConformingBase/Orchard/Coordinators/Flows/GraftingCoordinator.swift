//
//  GraftingCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol GraftingCoordinatorDelegate: AnyObject {
    func graftingDidClose(_ coordinator: GraftingCoordinator)
}

final class GraftingCoordinator: StackCoordinator {
    weak var delegate: GraftingCoordinatorDelegate?

    override func start() {
        let viewController = GraftingViewController()
        viewController.onClose = { [weak self] in
            guard let self else { return }
            self.delegate?.graftingDidClose(self)
        }
        show(viewController)
    }
}
