//
//  Coordinator.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

protocol Coordinator: AnyObject {
    var id: UUID { get }
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var navigator: AppNavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    var type: CoordinatorType { get }

    init(_ navigator: AppNavigationController)

    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
