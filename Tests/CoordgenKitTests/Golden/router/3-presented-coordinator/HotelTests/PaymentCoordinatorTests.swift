//
//  PaymentCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit
import XCTest
@testable import Hotel

final class PaymentCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsPaymentScreen() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().makePaymentCoordinator(router: Router(navigationController: navigationController))

        coordinator.start()

        XCTAssertTrue(navigationController.presentedViewController is PaymentViewController)
    }

    @MainActor
    func testFinishingTheFirstScreenFinishesTheFlow() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().makePaymentCoordinator(router: Router(navigationController: navigationController))
        var finished = 0
        coordinator.onFinish = { finished += 1 }
        coordinator.start()

        (navigationController.presentedViewController as? PaymentViewController)?.onFinish?()

        XCTAssertEqual(finished, 1)
    }

    @MainActor
    func testCoordinatorIsReleasedOnceItsParentDropsIt() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let router = Router(navigationController: navigationController)
        let parent = BaseCoordinator()
        weak var releasedChild: PaymentCoordinator?
        do {
            let child = DefaultCoordinatorFactory().makePaymentCoordinator(router: router)
            child.onFinish = { [weak parent, weak child] in
                parent?.removeDependency(child)
            }
            parent.addDependency(child)
            child.start()
            releasedChild = child

            (navigationController.presentedViewController as? PaymentViewController)?.onFinish?()
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }
}
