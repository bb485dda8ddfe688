//
//  CoordinatorFinishDelegate.swift
//  Travel
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinished(childCoordinator: any Coordinator)
}
