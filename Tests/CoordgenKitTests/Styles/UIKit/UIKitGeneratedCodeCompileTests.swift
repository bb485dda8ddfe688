import XCTest

@testable import CoordgenKit

/// The generated project — skeleton plus pushed, presented and keyword-named coordinators and pushed
/// and presented screens — compiles against the UIKit stand-in in both language modes, with no
/// warnings, and behaves as a coordinator tree should at run time.
final class UIKitGeneratedCodeCompileTests: XCTestCase {
    private static let sample = Result { try SampleProject.fullScenario() }

    override class func tearDown() {
        (try? sample.get())?.remove()
        super.tearDown()
    }

    func testGeneratedProjectCompilesInSwift5Mode() throws {
        try assertCompiles(swiftVersion: 5)
    }

    func testGeneratedProjectCompilesInSwift6Mode() throws {
        try assertCompiles(swiftVersion: 6)
    }

    func testCoordinatorTreeAtRunTime() throws {
        let files = try Self.sample.get().swiftFiles()
        for version in [5, 6] {
            let output = try SwiftCompiler.run(appSources: files.app, driver: Self.treeDriver, moduleName: "Hotel", swiftVersion: version)
            XCTAssertEqual(
                output.split(separator: "\n").map(String.init),
                [
                    "home shown: true",
                    "reservation pushed: true",
                    "tree: app[reservation[payment]]",
                    "payment presented: true",
                    "find payment from app: true",
                    "find default from app: true",
                    "find app from app: false",
                    "details pushed: true",
                    "default done, payment children: 0",
                    "payment dismissed: true",
                    "reservation children: 0",
                    "payment released: true",
                    "reservation screens popped: true",
                    "app children: 0",
                    "reservation released: true",
                    "back from details keeps the flow: true",
                    "back: app children: 0",
                    "back: reservation released: true",
                    "back in a presented flow: payment children: 0",
                    "back in a presented flow: default released: true",
                    "siblings: finishing one keeps the other: true",
                ], "Swift \(version)")
        }
    }

    private func assertCompiles(swiftVersion: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let files = try Self.sample.get().swiftFiles()
        XCTAssertGreaterThanOrEqual(files.app.count, 14, file: file, line: line)
        XCTAssertGreaterThanOrEqual(files.tests.count, 4, file: file, line: line)
        let result = try SwiftCompiler.typeCheck(
            appSources: files.app, testSources: files.tests, moduleName: "Hotel", swiftVersion: swiftVersion)
        XCTAssertEqual(result.warnings, [], "Swift \(swiftVersion) mode", file: file, line: line)
    }

    /// Drives the generated coordinators through the user's taps: App → Reservation (pushed) →
    /// Payment (presented) → Default (a keyword case), then finishes them bottom-up; then leaves a
    /// pushed flow with Back (UIKit pops by itself, as for the swipe) and checks that the flow's
    /// coordinator is removed from its parent and deallocated, on the app's stack and on a presented
    /// flow's own stack.
    private static let treeDriver = #"""
            import UIKit

            @MainActor func tapDone(_ viewController: UIViewController) {
                let button = viewController.view.subviews.compactMap { $0 as? UIButton }.first!
                button.sendActions(for: .primaryActionTriggered)
            }

            @MainActor func describe(_ coordinator: any Coordinator) -> String {
                let children = coordinator.childCoordinators.map(describe).joined(separator: ",")
                return "\(coordinator.type)" + (children.isEmpty ? "" : "[\(children)]")
            }

        let navigationController = UINavigationController()
        let app = AppCoordinator(navigationController)
        app.start()
        print("home shown: \(navigationController.topViewController is HomeViewController)")

        app.openReservationCoordinator()
        var reservation = app.findCoordinator(type: .reservation) as? ReservationCoordinator
        weak var weakReservation = reservation
        print("reservation pushed: \(navigationController.topViewController is ReservationViewController)")

        reservation!.openPaymentCoordinator()
        var payment = app.findCoordinator(type: .payment) as? PaymentCoordinator
        weak var weakPayment = payment
        print("tree: \(describe(app))")
        print("payment presented: \(navigationController.presentedViewController === payment!.navigationController)")
        print("find payment from app: \(app.findCoordinator(type: .payment) === payment)")

        payment!.openDefaultCoordinator()
        print("find default from app: \(app.findCoordinator(type: .`default`) is DefaultCoordinator)")
        print("find app from app: \(app.findCoordinator(type: .app) != nil)")

        reservation!.pushToDetails()
        print("details pushed: \(navigationController.topViewController is DetailsViewController)")
        navigationController.popViewController(animated: false)

        let defaultScreen = payment!.navigationController.topViewController!
        tapDone(defaultScreen)
        print("default done, payment children: \(payment!.childCoordinators.count)")

        tapDone(payment!.navigationController.viewControllers[0])
        print("payment dismissed: \(navigationController.presentedViewController == nil)")
        print("reservation children: \(reservation!.childCoordinators.count)")
        payment = nil
        print("payment released: \(weakPayment == nil)")

        tapDone(navigationController.topViewController!)
        print("reservation screens popped: \(navigationController.topViewController is HomeViewController)")
        print("app children: \(app.childCoordinators.count)")
        reservation = nil
        print("reservation released: \(weakReservation == nil)")

        // The user taps Back (or swipes): UIKit pops without asking any coordinator.
        app.openReservationCoordinator()
        var popped = app.childCoordinators.last as? ReservationCoordinator
        weak var weakPopped = popped
        popped!.pushToDetails()
        navigationController.popViewController(animated: true)
        print("back from details keeps the flow: \(app.childCoordinators.count == 1 && navigationController.topViewController is ReservationViewController)")
        navigationController.popViewController(animated: true)
        print("back: app children: \(app.childCoordinators.count)")
        popped = nil
        print("back: reservation released: \(weakPopped == nil)")

        app.openReservationCoordinator()
        let host = app.childCoordinators.last as! ReservationCoordinator
        host.openPaymentCoordinator()
        let presented = host.childCoordinators.last as! PaymentCoordinator
        presented.openDefaultCoordinator()
        weak var weakDefault = presented.childCoordinators.last
        presented.navigationController.popViewController(animated: true)
        print("back in a presented flow: payment children: \(presented.childCoordinators.count)")
        print("back in a presented flow: default released: \(weakDefault == nil)")
        tapDone(presented.navigationController.viewControllers[0])
        tapDone(navigationController.topViewController!)

        app.openReservationCoordinator()
        app.openReservationCoordinator()
        let first = app.childCoordinators[0]
        let second = app.childCoordinators[1]
        first.finish()
        print("siblings: finishing one keeps the other: \(app.childCoordinators.count == 1 && app.childCoordinators[0] === second)")
        """#
}
