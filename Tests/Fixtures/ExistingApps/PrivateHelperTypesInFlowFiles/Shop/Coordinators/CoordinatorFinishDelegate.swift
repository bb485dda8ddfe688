//
//  CoordinatorFinishDelegate.swift
//  Shop
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
