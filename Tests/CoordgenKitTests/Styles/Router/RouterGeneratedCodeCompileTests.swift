import XCTest

@testable import CoordgenKit

/// The router style's project and scenario compile in both language modes without warnings, and at
/// run time a flow left with Back releases its coordinator — the leak the Router exists to fix.
final class RouterGeneratedCodeCompileTests: XCTestCase {
    private static let sample = Result { try SampleProject.fullScenario(style: .router) }

    override class func tearDown() {
        (try? sample.get())?.remove()
        super.tearDown()
    }

    func testRouterProjectCompilesInSwift5And6Modes() throws {
        let files = try Self.sample.get().swiftFiles()
        XCTAssertGreaterThanOrEqual(files.app.count, 20)
        for version in [5, 6] {
            let result = try SwiftCompiler.typeCheck(
                appSources: files.app, testSources: files.tests, moduleName: "Hotel", swiftVersion: version)
            XCTAssertEqual(result.warnings, [], "Swift \(version) mode")
        }
    }

    /// A router project is in Swift 5 mode, and Xcode's default checking there is minimal: no default
    /// argument may call a main-actor initialiser (it would run outside the main actor), which complete
    /// checking does not show.
    func testRouterProjectCompilesWithXcodesDefaultSwift5Checking() throws {
        let files = try Self.sample.get().swiftFiles()
        let result = try SwiftCompiler.typeCheck(
            appSources: files.app, testSources: files.tests, moduleName: "Hotel", settings: LanguageSettings(mode: .swift5Minimal))
        XCTAssertEqual(result.warnings, [], result.output)
    }

    func testRouterFlowsAtRunTime() throws {
        let files = try Self.sample.get().swiftFiles()
        let output = try SwiftCompiler.run(appSources: files.app, driver: Self.driver, moduleName: "Hotel", swiftVersion: 6)
        XCTAssertEqual(
            output.split(separator: "\n").map(String.init),
            [
                "onboarding first: true",
                "home after onboarding: true, remembered: true",
                "app children: 1",
                "reservation pushed: true, app children: 2",
                "details pushed: true",
                "details popped: true",
                "payment presented: true",
                "payment dismissed: true, reservation children: 0, payment released: true",
                "dependency added once: true",
                "back button: app children: 1, reservation released: true",
                "pop to root runs completions: app children: 1",
            ])
    }

    private static let driver = #"""
        import UIKit

        @MainActor func tapDone(_ viewController: UIViewController) {
            let button = viewController.view.subviews.compactMap { $0 as? UIButton }.first!
            button.sendActions(for: .primaryActionTriggered)
        }

        let defaults = UserDefaults(suiteName: "coordgen-router-driver")!
        defaults.removePersistentDomain(forName: "coordgen-router-driver")
        let navigationController = UINavigationController()
        let app = AppCoordinator(router: Router(navigationController: navigationController), defaults: defaults)
        app.start()
        print("onboarding first: \(navigationController.viewControllers.first is OnboardingViewController)")
        tapDone(navigationController.topViewController!)
        print("home after onboarding: \(navigationController.viewControllers.first is HomeViewController), remembered: \(defaults.bool(forKey: AppCoordinator.onboardingCompletedKey))")
        print("app children: \(app.childCoordinators.count)")

        app.openReservationCoordinator()
        var reservation = app.childCoordinators.last as? ReservationCoordinator
        weak var weakReservation = reservation
        print("reservation pushed: \(navigationController.topViewController is ReservationViewController), app children: \(app.childCoordinators.count)")

        reservation!.pushToDetails()
        print("details pushed: \(navigationController.topViewController is DetailsViewController)")
        tapDone(navigationController.topViewController!)
        print("details popped: \(navigationController.topViewController is ReservationViewController)")

        reservation!.openPaymentCoordinator()
        var payment = reservation!.childCoordinators.last as? PaymentCoordinator
        weak var weakPayment = payment
        print("payment presented: \(navigationController.presentedViewController is PaymentViewController)")
        tapDone(navigationController.presentedViewController!)
        payment = nil
        print("payment dismissed: \(navigationController.presentedViewController == nil), reservation children: \(reservation!.childCoordinators.count), payment released: \(weakPayment == nil)")

        let extra = BaseCoordinator()
        reservation!.addDependency(extra)
        reservation!.addDependency(extra)
        print("dependency added once: \(reservation!.childCoordinators.count == 1)")
        reservation!.removeDependency(extra)

        // The user taps Back: UIKit pops without asking any coordinator.
        navigationController.popViewController(animated: true)
        reservation = nil
        print("back button: app children: \(app.childCoordinators.count), reservation released: \(weakReservation == nil)")

        app.openReservationCoordinator()
        navigationController.popToRootViewController(animated: false)
        print("pop to root runs completions: app children: \(app.childCoordinators.count)")
        """#
}
