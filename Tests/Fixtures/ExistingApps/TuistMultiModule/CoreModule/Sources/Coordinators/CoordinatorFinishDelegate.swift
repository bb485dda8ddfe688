//
//  CoordinatorFinishDelegate.swift
//  Garden
//
//  Created by Jane Appleseed on 03/02/2024.
//

import Foundation

public protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}
