import Foundation
import XCTest

@testable import CoordgenKit

/// A router-style app made the way a Mac user would make it — New Project › Coordinator App from the
/// router group, then New File › Coordinator (pushed and modal) and New File › Screen, each adding its
/// `ViewControllerFactory+<Name>.swift` — type-checks against the UIKit stand-in in every cell of
/// `LanguageSettings.matrix` without warnings (the New File templates Xcode 26's, as `coordgen xcode
/// install` installs them, in the Xcode 16 project) and with no file edited. Then the parents get the methods the templates'
/// Descriptions tell the user to write, and the flows run: pushed, popped, presented, dismissed, left
/// with Back, and released.
final class RouterXcodeTemplateCompileTests: XCTestCase {
    private static let app = Result { try makeApp() }

    override class func tearDown() {
        if let root = try? app.get() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        super.tearDown()
    }

    func testFilesAsXcodeMakesThemCompileInEveryCell() throws {
        let sources = try Self.swiftFiles()
        // The project's 13 sources, 3 from each of two coordinators, 2 from a screen; none edited.
        XCTAssertEqual(sources.count, 13 + 6 + 2)
        let failures = SwiftCompiler.typeCheckAll(
            LanguageSettings.matrix.map { SwiftCompiler.MatrixJob(label: "Xcode templates", appSources: sources, settings: $0) })
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    func testFlowsMadeInXcodeRunAndAreReleased() throws {
        let output = try SwiftCompiler.run(
            appSources: try Self.wiredSwiftFiles(), driver: Self.driver, moduleName: "Hotel", swiftVersion: 6)
        XCTAssertEqual(
            output.split(separator: "\n").map(String.init),
            [
                "onboarding first: true",
                "home after onboarding: true",
                "reservation pushed: true, home children: 1",
                "details pushed: true",
                "details popped: true",
                "payment presented: true",
                "payment dismissed: true, reservation children: 0, payment released: true",
                "back button: home children: 0, reservation released: true",
            ])
    }

    private static let driver = #"""
        import UIKit

        @MainActor func tapDone(_ viewController: UIViewController) {
            let button = viewController.view.subviews.compactMap { $0 as? UIButton }.first!
            button.sendActions(for: .primaryActionTriggered)
        }

        let defaults = UserDefaults(suiteName: "coordgen-xcode-router")!
        defaults.removePersistentDomain(forName: "coordgen-xcode-router")
        let navigationController = UINavigationController()
        let app = AppCoordinator(router: Router(navigationController: navigationController), defaults: defaults)
        app.start()
        print("onboarding first: \(navigationController.viewControllers.first is OnboardingViewController)")
        tapDone(navigationController.topViewController!)
        print("home after onboarding: \(navigationController.viewControllers.first is HomeViewController)")

        let home = app.childCoordinators.last as! HomeCoordinator
        home.openReservationCoordinator()
        var reservation = home.childCoordinators.last as? ReservationCoordinator
        weak var weakReservation = reservation
        print("reservation pushed: \(navigationController.topViewController is ReservationViewController), home children: \(home.childCoordinators.count)")

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

        reservation = nil
        navigationController.popViewController(animated: false)
        print("back button: home children: \(home.childCoordinators.count), reservation released: \(weakReservation == nil)")
        """#

    private static func swiftFiles() throws -> [URL] {
        let root = try app.get()
        return GoldenTree.listFiles(root).filter { $0.hasSuffix(".swift") }.map(root.appendingPathComponent)
    }

    /// The app's sources with the parents' wiring added (`userWiring`): the edited files are copies
    /// beside the project, so the other tests see the files exactly as Xcode made them.
    private static func wiredSwiftFiles() throws -> [URL] {
        let root = try app.get()
        let wired = root.deletingLastPathComponent().appendingPathComponent("Wired")
        var edited: [String: String] = [:]
        for (file, type, method) in userWiring {
            let text = try edited[file] ?? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            edited[file] = try TypeMemberInserter.addingMethod(method, toType: type, kind: .class, in: text)
        }
        for (file, text) in edited {
            try write(text, to: wired.appendingPathComponent(file))
        }
        return GoldenTree.listFiles(root).filter { $0.hasSuffix(".swift") }.map { path in
            (edited[path] == nil ? root : wired).appendingPathComponent(path)
        }
    }

    /// Writes the app into a temporary folder and returns the project folder.
    private static func makeApp() throws -> URL {
        let xcode = XcodeSubstitution(project: "Hotel")
        let root = try Repository.temporaryDirectory("xcode-router-app").appendingPathComponent("Hotel")
        var files = try xcode.projectTemplate(try XcodeTemplates.bundle("Coordinator App", style: .router)).files
        for (name, modal) in [("Reservation", false), ("Payment", true)] {
            let answers = ["productName": name, "presentation": modal ? "Modal" : "Push"]
            for (file, text) in try xcode.fileTemplate(try XcodeTemplates.installedBundle("Coordinator", style: .router), answers: answers) {
                files["Hotel/Flows/\(file)"] = text
            }
        }
        let screen = try XcodeTemplates.installedBundle("Screen", style: .router)
        for (file, text) in try xcode.fileTemplate(screen, answers: ["productName": "Details"]) {
            files["Hotel/Screens/\(file)"] = text
        }
        for (path, text) in files {
            try write(text, to: root.appendingPathComponent(path))
        }
        return root
    }

    /// The methods a user writes by hand, as the Coordinator and Screen Descriptions say: create the
    /// child with the parent's router and factories, drop it in its onFinish, add it and start it; show
    /// a screen with `factory.make<Name>ViewController()` and the router.
    private static let userWiring = [
        ("Hotel/Coordinators/HomeCoordinator.swift", "HomeCoordinator", openCoordinator("Reservation")),
        ("Hotel/Flows/ReservationCoordinator.swift", "ReservationCoordinator", openCoordinator("Payment")),
        (
            "Hotel/Flows/ReservationCoordinator.swift", "ReservationCoordinator",
            """
            func pushToDetails() {
                let viewController = factory.makeDetailsViewController()
                viewController.onFinish = { [weak self] in
                    self?.router.pop(animated: true)
                }
                router.push(viewController)
            }
            """
        ),
    ]

    private static func openCoordinator(_ name: String) -> String {
        """
        func open\(name)Coordinator() {
            let coordinator = \(name)Coordinator(router: router, factory: factory, coordinatorFactory: coordinatorFactory)
            coordinator.onFinish = { [weak self, weak coordinator] in
                self?.removeDependency(coordinator)
            }
            addDependency(coordinator)
            coordinator.start()
        }
        """
    }

    private static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
