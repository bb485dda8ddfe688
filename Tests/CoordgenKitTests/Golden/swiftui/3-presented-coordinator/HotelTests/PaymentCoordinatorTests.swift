//
//  PaymentCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI
import XCTest
@testable import Hotel

final class PaymentCoordinatorTests: XCTestCase {
    @MainActor
    func testFlowStartsWithItsOwnScreen() {
        let coordinator = PaymentCoordinator(navigator: Navigator())

        XCTAssertEqual(coordinator.firstScreen, .payment)
    }

    @MainActor
    func testFinishedFlowLeavesTheScreenAndIsReleased() {
        let parent = AppCoordinator()
        weak var releasedChild: PaymentCoordinator?
        do {
            let child = startPaymentFlow(from: parent)
            releasedChild = child

            child.finish()
        }

        XCTAssertNil(parent.navigator.fullScreenCover)
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    @MainActor
    func testDismissalFinishesTheFlow() {
        let parent = AppCoordinator()
        weak var releasedChild: PaymentCoordinator?
        do {
            releasedChild = startPaymentFlow(from: parent)

            // However the presentation goes away, the flow ends with it.
            parent.navigator.dismiss()
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    /// Starts the flow as `openPaymentCoordinator()` would, without needing the parent to have it.
    @MainActor
    private func startPaymentFlow(from parent: AppCoordinator) -> PaymentCoordinator {
        let child = PaymentCoordinator(navigator: Navigator())
        child.onFinish = { [weak parent, weak child] in
            parent?.removeChild(child)
        }
        parent.addChild(child)
        parent.navigator.present(AnyView(CoordinatorStack(coordinator: child)), style: .fullScreenCover, startingFlow: child)
        return child
    }
}
