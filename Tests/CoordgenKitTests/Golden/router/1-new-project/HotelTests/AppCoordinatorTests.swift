//
//  AppCoordinatorTests.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import UIKit
import XCTest
@testable import Hotel

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    private func makeDefaults() -> UserDefaults {
        let defaults = UserDefaults(suiteName: "AppCoordinatorTests")!
        defaults.removePersistentDomain(forName: "AppCoordinatorTests")
        return defaults
    }

    @MainActor
    func testFirstLaunchShowsOnboarding() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(router: Router(navigationController: navigationController), defaults: makeDefaults())

        coordinator.start()

        XCTAssertTrue(navigationController.viewControllers.first is OnboardingViewController)
        XCTAssertEqual(coordinator.childCoordinators.count, 1)
    }

    @MainActor
    func testFinishedOnboardingLeadsHomeAndIsRemembered() {
        let navigationController = UINavigationController()
        let defaults = makeDefaults()
        let coordinator = AppCoordinator(router: Router(navigationController: navigationController), defaults: defaults)
        coordinator.start()

        (navigationController.topViewController as? OnboardingViewController)?.onFinish?()

        XCTAssertTrue(navigationController.viewControllers.first is HomeViewController)
        XCTAssertEqual(coordinator.childCoordinators.count, 1, "onboarding was released, home runs")
        XCTAssertTrue(defaults.bool(forKey: AppCoordinator.onboardingCompletedKey))
    }
}
