//
//  CoordinatorFinishDelegate.swift
//  Studio
//
//  Created by Jane Appleseed on 03/02/2024.
//

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}
