//
//  PruningCoordinator.swift
//  Orchard
//
//  Created by Ida Grower on 12/03/2024.
//

import UIKit

protocol PruningCoordinatorDelegate: AnyObject {
    func pruningDidClose(_ coordinator: PruningCoordinator)
}

final class PruningCoordinator: StackCoordinator {
    weak var delegate: PruningCoordinatorDelegate?

    override func start() {
        let viewController = PruningViewController()
        viewController.onClose = { [weak self] in
            guard let self else { return }
            self.delegate?.pruningDidClose(self)
        }
        show(viewController)
    }
}
