import XCTest

@testable import CoordgenKit

/// The SwiftUI style's project and scenario compile against the SwiftUI stand-in in both language modes
/// without warnings, and at run time the flows behave: screens are pushed and popped through the
/// destinations each flow registers, and a flow that ends — by its own finish, by Back, by
/// `popToRoot()`, by its parent finishing or by a sheet swiped down — is released.
final class SwiftUIGeneratedCodeCompileTests: XCTestCase {
    private static let sample = Result { try SampleProject.fullScenario(style: .swiftui) }

    override class func tearDown() {
        (try? sample.get())?.remove()
        super.tearDown()
    }

    func testSwiftUIProjectCompilesInSwift5And6Modes() throws {
        let files = try Self.sample.get().swiftFiles()
        XCTAssertGreaterThanOrEqual(files.app.count, 17)
        XCTAssertEqual(files.tests.count, 4)
        for version in [5, 6] {
            let result = try SwiftCompiler.typeCheck(
                appSources: files.app, testSources: files.tests, moduleName: "Hotel", swiftVersion: version, frameworks: .swiftUI
            )
            XCTAssertEqual(result.warnings, [], "Swift \(version) mode")
        }
    }

    func testSwiftUIFlowsAtRunTime() throws {
        let files = try Self.sample.get().swiftFiles()
        for version in [5, 6] {
            let output = try SwiftCompiler.run(
                appSources: files.app, driver: Self.driver, moduleName: "Hotel", swiftVersion: version, frameworks: .swiftUI
            )
            XCTAssertEqual(
                output.split(separator: "\n").map(String.init),
                [
                    "root: Home",
                    "home done pushes: Home > Next",
                    "back: Home",
                    "push twice: Home > One > Two",
                    "pop: Home > One",
                    "popToRoot: Home",
                    "reservation pushed: Home > Reservation, app children: 1",
                    "details pushed: Home > Reservation > Details",
                    "details done pops: Home > Reservation",
                    "payment presented: fullScreenCover Payment",
                    "default pushed on payment's stack: Payment > Default",
                    "default done: Payment, payment children: 0, default released: true",
                    "payment done: presented: false, reservation children: 0, payment released: true",
                    "back out of reservation: Home, app children: 0, reservation released: true",
                    "popToRoot ends pushed flows: Home, app children: 0, released: true",
                    "same flow twice: Home > Reservation, upper finished: true, lower finished: false",
                    "then popToRoot: Home, app children: 0",
                    "parent finished: Home, presented: false, both released: true",
                    "help presented: sheet Help",
                    "help swiped down: presented: false",
                    "help done: presented: false",
                    "flow in a sheet swiped down: app children: 0, released: true",
                    "siblings: added once, finishing one keeps the other: true",
                ], "Swift \(version)")
        }
    }

    /// The unit tests coordgen wrote for the app and each coordinator pass.
    func testGeneratedUnitTestsPass() throws {
        let files = try Self.sample.get().swiftFiles()
        let output = try SwiftCompiler.runTests(
            appSources: files.app, testSources: files.tests, moduleName: "Hotel", swiftVersion: 6, frameworks: .swiftUI
        )
        XCTAssertTrue(output.contains("Executed 11 tests, with 0 failures"), output)
        for testCase in ["AppCoordinatorTests", "ReservationCoordinatorTests", "PaymentCoordinatorTests", "DefaultCoordinatorTests"] {
            XCTAssertTrue(output.contains("Test Suite '\(testCase)' passed"), output)
        }
    }

    /// Drives the app as a user would, through the views: `window` is what `HotelApp` shows, its screens
    /// are resolved from the path through the registered `navigationDestination`s, and buttons are
    /// tapped in them. Functions return text only, so no view outlives a line and keeps a coordinator.
    private static let driver = #"""
        import SwiftUI

        @MainActor func titles(_ screens: [any View]) -> String {
            screens.map { _standInNavigationTitle($0) ?? "?" }.joined(separator: " > ")
        }

        @MainActor func screens(_ view: any View) -> String {
            titles(_standInScreens(of: view))
        }

        /// Taps Done on the top screen of the first stack in `view`.
        @MainActor func tapDone(in view: any View) {
            _standInTap("Done", in: _standInScreens(of: view).last!)
        }

        @MainActor func presented(by view: any View) -> String {
            guard let presentation = _standInPresented(by: view) else { return "none" }
            return "\(presentation.style) \(screens(presentation.view))"
        }

        @MainActor func tapDoneInPresented(by view: any View) {
            let presentation = _standInPresented(by: view)!
            if presentation.style == "sheet" {
                _standInTap("Done", in: presentation.view)
            } else {
                tapDone(in: presentation.view)
            }
        }

        @MainActor func presentedScreens(by view: any View) -> String {
            screens(_standInPresented(by: view)!.view)
        }

        let app = AppCoordinator()
        let window = CoordinatorStack(coordinator: app)
        print("root: \(screens(window))")

        tapDone(in: window)
        print("home done pushes: \(screens(window))")
        _standInTapBack(in: window)
        print("back: \(screens(window))")

        app.push(.placeholder(title: "One"))
        app.push(.placeholder(title: "Two"))
        print("push twice: \(screens(window))")
        app.pop()
        print("pop: \(screens(window))")
        app.popToRoot()
        print("popToRoot: \(screens(window))")

        app.openReservationCoordinator()
        var reservation = app.childCoordinators.last as? ReservationCoordinator
        weak var weakReservation = reservation
        print("reservation pushed: \(screens(window)), app children: \(app.childCoordinators.count)")
        reservation!.pushToDetails()
        print("details pushed: \(screens(window))")
        tapDone(in: window)
        print("details done pops: \(screens(window))")

        reservation!.openPaymentCoordinator()
        var payment = reservation!.childCoordinators.last as? PaymentCoordinator
        weak var weakPayment = payment
        print("payment presented: \(presented(by: window))")
        payment!.openDefaultCoordinator()
        weak var weakDefault = payment!.childCoordinators.last as? DefaultCoordinator
        print("default pushed on payment's stack: \(presentedScreens(by: window))")
        tapDoneInPresented(by: window)
        print("default done: \(presentedScreens(by: window)), payment children: \(payment!.childCoordinators.count), default released: \(weakDefault == nil)")
        tapDoneInPresented(by: window)
        payment = nil
        print("payment done: presented: \(_standInPresented(by: window) != nil), reservation children: \(reservation!.childCoordinators.count), payment released: \(weakPayment == nil)")

        // The user leaves the flow with Back: SwiftUI pops without asking any coordinator.
        _standInTapBack(in: window)
        reservation = nil
        print("back out of reservation: \(screens(window)), app children: \(app.childCoordinators.count), reservation released: \(weakReservation == nil)")

        app.openReservationCoordinator()
        weak var second = app.childCoordinators.last as? ReservationCoordinator
        second!.pushToDetails()
        app.popToRoot()
        print("popToRoot ends pushed flows: \(screens(window)), app children: \(app.childCoordinators.count), released: \(second == nil)")

        // The same flow twice on one stack: SwiftUI shows both flows' routes through the registration closest
        // to the root, and each route still builds its screen with its own coordinator.
        app.openReservationCoordinator()
        app.openReservationCoordinator()
        let lower = app.childCoordinators[0] as! ReservationCoordinator
        let upper = app.childCoordinators[1] as! ReservationCoordinator
        upper.push(.reservation)
        tapDone(in: window)
        print("same flow twice: \(screens(window)), upper finished: \(upper.isFinished), lower finished: \(lower.isFinished)")
        app.popToRoot()
        print("then popToRoot: \(screens(window)), app children: \(app.childCoordinators.count)")

        // Finishing a flow finishes its children first: the cover its child presented goes too.
        app.openReservationCoordinator()
        weak var third = app.childCoordinators.last as? ReservationCoordinator
        third!.openPaymentCoordinator()
        weak var thirdPayment = third!.childCoordinators.last as? PaymentCoordinator
        third!.finish()
        print("parent finished: \(screens(window)), presented: \(_standInPresented(by: window) != nil), both released: \(third == nil && thirdPayment == nil)")

        app.presentHelp()
        print("help presented: \(_standInPresented(by: window)!.style) \(_standInNavigationTitle(_standInPresented(by: window)!.view) ?? "?")")
        _standInSwipeDownSheet(in: window)
        print("help swiped down: presented: \(_standInPresented(by: window) != nil)")
        app.presentHelp()
        tapDoneInPresented(by: window)
        print("help done: presented: \(_standInPresented(by: window) != nil)")

        // A flow shown in a sheet ends when the user swipes the sheet down.
        do {
            let flow = ReservationCoordinator(navigator: Navigator())
            flow.onFinish = { [weak flow] in app.removeChild(flow) }
            app.addChild(flow)
            app.navigator.present(AnyView(CoordinatorStack(coordinator: flow)), style: .sheet, startingFlow: flow)
        }
        weak var sheetFlow = app.childCoordinators.last
        _standInSwipeDownSheet(in: window)
        print("flow in a sheet swiped down: app children: \(app.childCoordinators.count), released: \(sheetFlow == nil)")

        app.openReservationCoordinator()
        let flow = app.childCoordinators[0] as! ReservationCoordinator
        let sibling = BaseCoordinator(navigator: app.navigator)
        flow.addChild(sibling)
        flow.addChild(sibling)
        flow.openPaymentCoordinator()
        (flow.childCoordinators.last as! PaymentCoordinator).finish()
        print("siblings: added once, finishing one keeps the other: \(flow.childCoordinators.count == 1 && flow.childCoordinators[0] === sibling)")
        """#
}
