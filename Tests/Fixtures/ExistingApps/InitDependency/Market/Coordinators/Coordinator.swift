//
//  Coordinator.swift
//  Market
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol Coordinator: AnyObject {
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    var childCoordinators: [any Coordinator] { get set }
    var type: CoordinatorType { get }

    init(dependency: AppDependency)

    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
