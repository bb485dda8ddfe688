//
//  Coordinator.swift
//  Posts
//
//  Copyright © 2024 Posts Ltd. All rights reserved.
//

import UIKit

protocol Coordinator: class {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func childDidFinish(child: Coordinator)

    func start()
}

extension Coordinator {
    func childDidFinish(child: Coordinator) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}
