import Foundation
import XCTest

@testable import CoordgenKit

/// The plain family of the pattern (the "MainCoordinator" tutorials: `childCoordinators`, a navigation
/// controller and `start()`), in the fixture apps written for it: each is adopted without flags, gains
/// a child of the root and, under it, a presented child and a screen, and type-checks in every language
/// mode its own code builds in, with nonisolated and MainActor default isolation.
final class PlainFamilyEndToEndTests: XCTestCase {
    /// The plain-family fixtures, each named after the variant it tests.
    static let apps = [
        "ParentDefaultInExtension", "NavigationInClassesOnly", "ExtraRequiredMembers", "SubProtocolDidFinish",
        "FlowProtocolCoordinatorClasses", "ControllerNamingNoStart", "TwoLaunchCoordinators",
        "LaunchShortcutIntoTree",
    ]

    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        workspaces = []
        super.tearDown()
    }

    /// A copy of `name` after `init`, which must succeed without flags or a terminal.
    private func adopted(_ name: String) throws -> URL {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        return app
    }

    private func run(_ arguments: [String], in app: URL, _ name: String) {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(arguments): \(result.output)")
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Checks that the file at `path` contains every one of `snippets`.
    private func assertFile(_ app: URL, _ path: String, contains snippets: [String], line: UInt = #line) throws {
        let text = try text(app, path)
        for snippet in snippets {
            XCTAssertTrue(text.contains(snippet), "\(path) lacks \(snippet):\n\(text)", line: line)
        }
    }

    func testEveryPlainAppTypeChecksInEveryLanguageModeAfterGeneration() throws {
        for name in Self.apps {
            let languageMode = try Project.load(adopted(name).appendingPathComponent(Project.configFileName)).appShape.project.swiftVersion
            // An app written for Swift 5 is checked in both of its checking levels; Swift 6 code in Swift 6.
            let modes: [LanguageSettings.Mode] = languageMode == "6" ? [.swift6] : [.swift5Minimal, .swift5Complete]
            for mode in modes {
                for isolation in LanguageSettings.DefaultIsolation.allCases {
                    try check(name, LanguageSettings(mode: mode, defaultIsolation: isolation))
                }
            }
        }
    }

    /// `init` with `settings` recorded as init records them, the three commands, then the type-check.
    private func check(_ name: String, _ settings: LanguageSettings) throws {
        let app = try adopted(name)
        let configURL = app.appendingPathComponent(Project.configFileName)
        var config = try String(contentsOf: configURL, encoding: .utf8)
        config += ProjectConfigWriter.concurrencySection(settings.concurrency).joined(separator: "\n") + "\n"
        try Data(config.utf8).write(to: configURL)
        let shape = try Project.load(configURL).appShape
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", shape.naming.root],
            ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
            ["new", "screen", "Receipt", "--coordinator", "Reservation"],
        ] {
            run(arguments, in: app, name)
        }
        let appFolder = try XCTUnwrap(shape.project.appFolder, name)
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: settings,
                deploymentTarget: shape.project.deploymentTarget)
        } catch let failure as SwiftCompiler.Failure {
            XCTFail("\(name), \(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
        }
    }

    func testWhatAProtocolExtensionImplementsIsNotImplementedAgain() throws {
        let app = try adopted("ParentDefaultInExtension")
        run(["new", "coordinator", "Reservation", "--parent", "Main"], in: app, "ParentDefaultInExtension")
        let coordinator = try text(app, "Garden/Coordinators/ReservationCoordinator.swift")
        XCTAssertFalse(coordinator.contains("func childDidFinish"), coordinator)
        // The parent reference is weak, as the app's classes declare it, though the protocol cannot say so.
        XCTAssertTrue(coordinator.contains("weak var parentCoordinator: (any Coordinator)?"), coordinator)
        XCTAssertTrue(coordinator.contains("parentCoordinator?.childDidFinish(self)"), coordinator)
    }

    func testANavigationControllerOnlyTheClassesDeclareIsUsedForScreens() throws {
        let app = try adopted("NavigationInClassesOnly")
        run(["new", "coordinator", "Reservation", "--parent", "App"], in: app, "NavigationInClassesOnly")
        run(["new", "screen", "Receipt", "--coordinator", "Reservation"], in: app, "NavigationInClassesOnly")
        try assertFile(
            app, "Atlas/Coordinators/ReservationCoordinator.swift",
            contains: [
                "let navigationController: UINavigationController",
                "navigationController.pushViewController(viewController, animated: true)", "func pushToReceipt()",
            ])
        // The parent passes its own navigation controller, which the protocol does not require either.
        try assertFile(
            app, "Atlas/Coordinators/AppCoordinator.swift", contains: ["ReservationCoordinator(navigationController: navigationController)"]
        )
    }

    func testRequiredPropertiesArePassedFromTheParentOrStoredByTheCoordinator() throws {
        let clinic = try adopted("ExtraRequiredMembers")
        run(["new", "coordinator", "Reservation", "--parent", "App"], in: clinic, "ExtraRequiredMembers")
        try assertFile(
            clinic, "Clinic/Coordinators/ReservationCoordinator.swift",
            contains: [
                "let services: AppServices\n    let analytics: AnalyticsTracking\n",
                "init(navigationController: UINavigationController, services: AppServices, analytics: AnalyticsTracking)",
            ])
        try assertFile(
            clinic, "Clinic/Coordinators/AppCoordinator.swift",
            contains: ["ReservationCoordinator(navigationController: navigationController, services: services, analytics: analytics)"])

        let studio = try adopted("ControllerNamingNoStart")
        run(["new", "coordinator", "Reservation", "--parent", "App"], in: studio, "ControllerNamingNoStart")
        try assertFile(
            studio, "Studio/Coordinators/ReservationCoordinator.swift",
            contains: ["    let id = UUID()\n", "init(_ navigator: AppNavigationController)"])
    }

    func testScreensFollowTheAppsNamingFolderAndHeader() throws {
        let app = try adopted("ControllerNamingNoStart")
        let config = try text(app, Project.configFileName)
        XCTAssertTrue(config.contains("screens: Studio/Controllers\n"), config)
        XCTAssertTrue(config.contains("screen: '{Name}Controller'"), config)
        // Typing the app's own suffix names the screen once.
        run(["new", "screen", "ReceiptController", "--coordinator", "Gallery"], in: app, "ControllerNamingNoStart")
        let screen = try text(app, "Studio/Controllers/ReceiptController.swift")
        XCTAssertTrue(screen.hasPrefix("//\n//  ReceiptController.swift\n//  Studio\n//\n"), screen)
        XCTAssertTrue(screen.contains("final class ReceiptController: UIViewController {"), screen)
        XCTAssertTrue(try text(app, "Studio/Coordinators/GalleryCoordinator.swift").contains("let viewController = ReceiptController()"))
    }

    func testAFinishClosureTheClassesDeclareIsSetByTheParent() throws {
        let app = try adopted("SubProtocolDidFinish")
        run(["new", "coordinator", "Reservation", "--parent", "Main"], in: app, "SubProtocolDidFinish")
        try assertFile(
            app, "Bakery/Coordinators/ReservationCoordinator.swift",
            contains: ["final class ReservationCoordinator: NavigationCoordinator {", "var didFinish: (() -> Void)?", "didFinish?()"])
        try assertFile(
            app, "Bakery/Coordinators/MainCoordinator.swift", contains: ["coordinator.didFinish = { [weak self, weak coordinator] in"])
    }

    func testTheEvidentAppTargetAndRootArePickedWithANote() throws {
        for (name, note) in [
            (
                "TwoAppTargets",
                "note: 2 app targets; picked Cafe, the target named like the project (--app-target chooses another; project.appTarget in .coordgen.yml)"
            ),
            (
                "TwoLaunchCoordinators",
                "note: 2 coordinators are created at launch; picked MainCoordinator, created at launch and named like a root (--root chooses another; naming.root in .coordgen.yml)"
            ),
        ] {
            let app = try ExistingApps.copy(name)
            workspaces.append(app.deletingLastPathComponent())
            let result = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(result.status, 0, result.output)
            XCTAssertTrue(result.stdout.hasPrefix(note + "\n"), result.stdout)
        }
        // The flag still chooses another.
        let app = try ExistingApps.copy("TwoLaunchCoordinators")
        workspaces.append(app.deletingLastPathComponent())
        XCTAssertEqual(CoordgenBinary.run(["init", "--root", "LinkCoordinator"], in: app).status, 0)
        XCTAssertTrue(try text(app, Project.configFileName).contains("root: LinkCoordinator"))
    }

    func testTheOneIOSAppTargetIsPickedWhereNoneIsNamedLikeTheProject() throws {
        let app = try ExistingApps.copy("IOSAndTVOSTargets")
        workspaces.append(app.deletingLastPathComponent())
        let spec = app.appendingPathComponent("project.yml")
        let renamed = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "  Cinema:\n", with: "  CinemaPhone:\n")
        try renamed.write(to: spec, atomically: true, encoding: .utf8)
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let note =
            "note: 2 app targets; picked CinemaPhone, the only one that builds for iOS (the others: CinemaTV for tvOS) (--app-target chooses another; project.appTarget in .coordgen.yml)"
        XCTAssertTrue(result.stdout.hasPrefix(note + "\n"), result.stdout)
        XCTAssertTrue(try text(app, Project.configFileName).contains("appTarget: CinemaPhone"))
    }

    func testAParentTheAppHoldsStronglyIsHeldWeaklyByNewCoordinators() throws {
        let app = try ExistingApps.copy("TwoLaunchCoordinators")
        workspaces.append(app.deletingLastPathComponent())
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertTrue(
            initRun.stdout.contains(
                "the coordinators hold parentCoordinator strongly, a retain cycle (doctor: strong-finish-delegate); new coordinators hold it weak"
            ),
            initRun.stdout)
        run(["new", "coordinator", "Reservation", "--parent", "Main"], in: app, "TwoLaunchCoordinators")
        let coordinator = try text(app, "Kiosk/Coordinators/ReservationCoordinator.swift")
        XCTAssertTrue(coordinator.contains("    weak var parentCoordinator: (any Coordinator)?\n"), coordinator)
        // childDidFinish(_:) is required and implemented per class, so the new coordinator has its own.
        XCTAssertTrue(coordinator.contains("func childDidFinish(_ childCoordinator: Coordinator?)"), coordinator)
        // doctor finds the app's own strong reference (a warning: the parent removes its children), and nothing in what coordgen wrote.
        let doctor = CoordgenBinary.run(["doctor"], in: app)
        let findings = doctor.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        XCTAssertTrue(
            findings.contains { $0.hasPrefix("Kiosk/Coordinators/CatalogCoordinator.swift:6: warning: strong-finish-delegate") },
            doctor.stdout)
        XCTAssertFalse(findings.contains { $0.contains("ReservationCoordinator.swift") && !$0.contains("back-pop-leak") }, doctor.stdout)
    }

    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let app = try ExistingApps.copy("ExtraRequiredMembers")
        workspaces.append(app.deletingLastPathComponent())
        var transcript = ""
        for arguments in [
            ["init"], ["new", "coordinator", "Reservation", "--parent", "App"],
            ["new", "screen", "Receipt", "--coordinator", "Reservation"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("### Plain"), "README has no section for the plain family")
        XCTAssertTrue(readme.contains("```\n" + transcript + "```"), "README's transcript differs from the real output:\n\(transcript)")
    }
}
