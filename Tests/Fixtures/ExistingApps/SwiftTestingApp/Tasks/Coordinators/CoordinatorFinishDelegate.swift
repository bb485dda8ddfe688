//
//  CoordinatorFinishDelegate.swift
//  Tasks
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

@MainActor
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
