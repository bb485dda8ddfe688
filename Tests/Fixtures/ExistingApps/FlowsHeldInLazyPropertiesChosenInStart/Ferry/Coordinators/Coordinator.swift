//
//  Coordinator.swift
//  Ferry
//
//  Created by Jane Appleseed on 03/02/2024.
//

import UIKit

protocol Coordinator: AnyObject {
    var onFinish: (() -> Void)? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }

    init(_ navigationController: UINavigationController)

    func start()
    func start(coordinator: any Coordinator)
}
