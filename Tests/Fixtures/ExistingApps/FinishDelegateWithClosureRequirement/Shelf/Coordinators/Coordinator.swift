//
//  Coordinator.swift
//  Shelf
//

import UIKit

enum CoordinatorType {
    case tab, books, search
}

/// Told that a child flow ended through a closure it stores, not a method.
protocol CoordinatorFinishDelegate {
    var coordinatorDidFinish: (_ child: Coordinator) -> Void { get set }
}

protocol Coordinator: AnyObject {
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    var type: CoordinatorType { get }
    init(navigationController: UINavigationController)
    func start()
    func finish()
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(self)
    }
}
