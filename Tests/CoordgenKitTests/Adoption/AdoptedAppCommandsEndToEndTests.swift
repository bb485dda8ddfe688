import Foundation
import XCTest

@testable import CoordgenKit

/// How `new coordinator` and `new screen` read what people type, where they put files and what they
/// say, in adopted fixture apps, through the built binary.
final class AdoptedAppCommandsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A copy of the fixture with `coordgen init` run in it.
    private func adopted(_ name: String) throws -> URL {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return app
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: Names

    func testParentNamesResolveThroughTheNamingScheme() throws {
        // Protocol `{Name}Coordinator`, class `Default{Name}Coordinator`.
        for (index, typed) in ["App", "AppCoordinator", "DefaultApp", "DefaultAppCoordinator"].enumerated() {
            let app = try adopted("DefaultPrefixNaming")
            let result = CoordgenBinary.run(["new", "coordinator", "Flow\(index)", "--parent", typed], in: app)
            XCTAssertEqual(result.status, 0, "\(typed): \(result.output)")
            XCTAssertTrue(
                result.stdout.contains("added openFlow\(index)Coordinator() to AppCoordinator and DefaultAppCoordinator"),
                "\(typed): \(result.stdout)")
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: app.appendingPathComponent("Store/Coordinators/DefaultFlow\(index)Coordinator.swift").path))
            if ["AppCoordinator", "DefaultApp"].contains(typed) {
                XCTAssertTrue(result.stdout.contains("note: \(typed) read as"), "\(typed): the reading is explained: \(result.stdout)")
            }
        }
        // Protocol `{Name}Coordinator`, class `{Name}CoordinatorImpl`.
        let impl = try adopted("ImplSuffixNaming")
        let result = CoordgenBinary.run(["new", "coordinator", "Search", "--parent", "AppCoordinatorImpl"], in: impl)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("added openSearchCoordinator() to AppCoordinator and AppCoordinatorImpl"), result.stdout)
        XCTAssertTrue(
            try text(impl, "Chat/Coordinators/SearchCoordinatorImpl.swift").contains(
                "final class SearchCoordinatorImpl: SearchCoordinator {"))
        // A root named MainCoordinator, typed as its class or its flow.
        for typed in ["MainCoordinator", "Main"] {
            let main = try adopted("MainCoordinatorRoot")
            let run = CoordgenBinary.run(["new", "coordinator", "Search", "--parent", typed], in: main)
            XCTAssertEqual(run.status, 0, run.output)
            XCTAssertTrue(run.stdout.contains("added openSearchCoordinator() to MainCoordinator"), run.stdout)
        }
    }

    func testAClassWhoseProtocolIsMissingIsEditedAloneAndSaid() throws {
        let app = try adopted("ClassicDelegate")
        let file = app.appendingPathComponent("Shop/Coordinators/HomeCoordinator.swift")
        try text(app, "Shop/Coordinators/HomeCoordinator.swift").replacingOccurrences(
            of: "HomeCoordinatorProtocol", with: "HomeCoordinatorProtcol"
        )
        .write(to: file, atomically: true, encoding: .utf8)
        let result = CoordgenBinary.run(["new", "screen", "Orders", "--coordinator", "Home"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains(
                "note: found class HomeCoordinator but not its protocol HomeCoordinatorProtocol: only the class is edited"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("added pushToOrders() to HomeCoordinator in"), result.stdout)
    }

    func testAnUnknownParentIsRefusedListingTheAppsCoordinators() throws {
        let app = try adopted("DefaultPrefixNaming")
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Search", "--parent", "Nowhere"], in: app)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr.trimmingCharacters(in: .newlines),
            "Error: no class DefaultNowhereCoordinator in this project (it has DefaultAppCoordinator, DefaultHomeCoordinator, DefaultSettingsCoordinator): create it with `coordgen new coordinator Nowhere`, or check the spelling"
        )
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    // MARK: Placement

    func testAPerFeatureLayoutPutsTheFlowInItsOwnFolders() throws {
        let app = try adopted("FeatureFolders")
        let result = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        for path in [
            "Hotel/Presentation/ReservationScene/Coordinator/ReservationCoordinator.swift",
            "Hotel/Presentation/ReservationScene/View/ReservationViewController.swift",
            "HotelTests/Features/Reservation/ReservationCoordinatorTests.swift",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), path)
        }
        let screen = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Reservation"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: app.appendingPathComponent("Hotel/Presentation/ReservationScene/View/ReceiptViewController.swift").path))
    }

    func testInOverridesTheFolderAndAFolderOutsideTheProjectIsRefused() throws {
        let app = try adopted("ClassicDelegate")
        let result = CoordgenBinary.run(["new", "coordinator", "Payment", "--parent", "App", "--in", "Shop/Features/Payment"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        for path in [
            "Shop/Features/Payment/PaymentCoordinator.swift", "Shop/Features/Payment/PaymentViewController.swift",
            "ShopTests/PaymentCoordinatorTests.swift",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), path)
        }
        // The classic project gains the folders as groups, and the files in the app target.
        let project = try text(app, "Shop.xcodeproj/project.pbxproj")
        XCTAssertTrue(project.contains("/* PaymentCoordinator.swift in Sources */"), project)
        XCTAssertTrue(project.contains("path = Features;"), project)

        let before = TreeSnapshot(app)
        let outside = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Payment", "--in", "/tmp"], in: app)
        XCTAssertEqual(outside.status, 1)
        XCTAssertTrue(outside.stderr.contains("--in /tmp is outside the project"), outside.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    // MARK: What follows the shape

    func testAnAppWithoutATestTargetGetsNoTestAndIsTold() throws {
        let app = try adopted("IOS13Target")
        let result = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("note: no ReservationCoordinatorTests.swift: the app has no unit-test target"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Tests.swift\n"), result.stdout)
    }

    func testGeneratedCodeUsesTheAppsIndentationAndImportsTheProtocolsModule() throws {
        let tabs = try adopted("TabsIndent")
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: tabs).status, 0)
        let coordinator = try text(tabs, "Todo/Coordinators/ReservationCoordinator.swift")
        XCTAssertTrue(coordinator.contains("\n\tvar navigationController: UINavigationController\n"), coordinator)
        XCTAssertFalse(coordinator.contains("\n    "), "no line is indented with spaces:\n\(coordinator)")

        let tuist = try adopted("TuistMultiModule")
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: tuist).status, 0)
        XCTAssertTrue(
            try text(tuist, "App/Sources/Coordinators/ReservationCoordinator.swift").contains("import UIKit\nimport CoreModule\n"))
        XCTAssertTrue(try text(tuist, "CoreModule/Sources/Coordinators/CoordinatorType.swift").contains("case reservation"))
    }

    func testTheAppsFinishMechanismIsWiredAndNoDelegateIsInvented() throws {
        let closure = try adopted("ClosureFinish")
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: closure).status, 0)
        let parent = try text(closure, "Music/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(parent.contains("coordinator.onFinish = { [weak self, weak coordinator] in"), parent)
        XCTAssertFalse(parent.contains("FinishDelegate"), parent)

        let none = try adopted("NoFinish")
        let result = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: none)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("note: Coordinator has no way to tell a parent that a flow finished"), result.stdout)
        XCTAssertFalse(try text(none, "Gallery/Coordinators/AppCoordinator.swift").contains("FinishDelegate"))

        let unlabelled = try adopted("DidFinishDelegateUnlabelled")
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: unlabelled).status, 0)
        // The app provides finish(), so the unlabelled method shows in the handler a new coordinator implements.
        XCTAssertTrue(
            try text(unlabelled, "Notes/Coordinators/ReservationCoordinator.swift").contains(
                "extension ReservationCoordinator: CoordinatorFinishDelegate {\n    func coordinatorDidFinish(_ childCoordinator: any Coordinator) {"
            ))
    }

    func testAShapeCoordgenCannotWriteIsRefusedInOneLineNamingTheKey() throws {
        let app = try adopted("ClassicDelegate")
        let config = app.appendingPathComponent(Project.configFileName)
        try text(app, Project.configFileName).replacingOccurrences(
            of: "  - func start()\n", with: "  - func start()\n  - 'func track(event: String)'\n"
        )
        .write(to: config, atomically: true, encoding: .utf8)
        let before = TreeSnapshot(app)
        // Settings starts no flow: the refusal stands (under App, the flow would be made like one App starts).
        let result = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "Settings"], in: app)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr.trimmingCharacters(in: .newlines),
            "Error: Coordinator requires `func track(event: String)`, which coordgen cannot write for a new coordinator: implement it in an extension of Coordinator, or remove it from shape.otherRequirements in .coordgen.yml if it is not a requirement; or make it like Home with `coordgen new coordinator Reservation --like Home` (started where Home is)"
        )
        XCTAssertEqual(TreeSnapshot(app), before)
        // The flag the refusal names then works: the flow is made like Home.
        let like = CoordgenBinary.run(["new", "coordinator", "Reservation", "--like", "Home"], in: app)
        XCTAssertEqual(like.status, 0, like.output)

        // A parent that a new coordinator's `parentCoordinator: MainCoordinator?` cannot hold.
        let quiz = try adopted("ParentCoordinatorReference")
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "Main"], in: quiz).status, 0)
        let snapshot = TreeSnapshot(quiz)
        let refused = CoordgenBinary.run(["new", "coordinator", "Payment", "--parent", "Reservation"], in: quiz)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("only MainCoordinator can start it, not ReservationCoordinator"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(quiz), snapshot)
    }
}

extension AdoptedAppCommandsEndToEndTests {
    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let app = try adopted("DefaultPrefixNaming")
        var transcript = ""
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", "App"],
            ["new", "screen", "Receipt", "--coordinator", "DefaultReservationCoordinator"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```\n" + transcript + "```"), "README's transcript differs from the real output:\n\(transcript)")
    }
}
