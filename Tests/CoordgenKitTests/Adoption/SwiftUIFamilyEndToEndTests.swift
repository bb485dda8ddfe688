import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators each own their navigation state and route enum, adopted as a user
/// would: what `init` records, `new screen` type-checking in every language mode, what is refused in
/// one line, and what `tree` draws. (`AdoptedAppsEndToEndTests` runs the common checks on them too:
/// dry run, insertion-only edits, goldens.)
final class SwiftUIFamilyEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A copy of the fixture with `coordgen init` run in it, and its recorded shape.
    private func adopted(_ name: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .swiftui, name)
        return (app, config.appShape)
    }

    func testInitRecordsEachAppsRouteEnumPathAndMethods() throws {
        let expected: [String: RouteShape] = [
            "ObservableObjectRouteProtocol": RouteShape(
                enum: "Route", perFlow: true, firstRoute: "root", viewBuilder: "view(for:)",
                navigator: PropertyRequirement(name: "path", type: "NavigationPath"), push: "push", present: "present", pop: "pop",
                dismiss: "dismiss", ownStack: true),
            "PublishedStackChildren": RouteShape(
                enum: "Destination", perFlow: true, firstRoute: nil, viewBuilder: "view(for:)",
                navigator: PropertyRequirement(name: "stack", type: "[Destination]"), push: "show", present: "present", pop: "back",
                dismiss: "dismiss", ownStack: true),
            "ObservationAppRoute": RouteShape(
                enum: "Route", perFlow: false, firstRoute: nil, viewBuilder: "destination(for:)",
                navigator: PropertyRequirement(name: "path", type: "[Route]"), push: "push", present: "present", pop: "pop",
                dismiss: "dismiss", ownStack: true),
        ]
        let screensFolders = [
            "ObservableObjectRouteProtocol": "Trails/Screens", "PublishedStackChildren": "Bank/Screens",
            "ObservationAppRoute": "Recipes/Views",
        ]
        for (name, routes) in expected.sorted(by: { $0.key < $1.key }) {
            let (_, shape) = try adopted(name)
            XCTAssertEqual(shape.protocol.routes, routes, name)
            // The path is not mistaken for the children, and the requirements the routes account for
            // are not left as unknown ones.
            XCTAssertNil(shape.protocol.children, name)
            XCTAssertEqual(shape.protocol.otherRequirements, [], name)
            XCTAssertTrue(shape.protocol.classBound, name)
            // A coordinator's own view (`CoordinatorView`, `AppCoordinatorView`) is not a screen, so the
            // screens have one folder.
            XCTAssertTrue(shape.layout.isEmpty, name)
            let (app, _) = try adopted(name)
            let config = try Project.load(app.appendingPathComponent(Project.configFileName))
            XCTAssertEqual(config.paths.screens, screensFolders[name], name)
        }
    }

    /// In each cell the app with its new screen has no error the app had not before: in the app's own
    /// settings and the other non-isolated ones none at all, while MainActor by default finds
    /// `ObservableObject` conformances of the apps' own coordinators that cross into main-actor code.
    func testANewScreenAddsNoCompileErrorInAnyLanguageMode() throws {
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            // MainActor by default, as Xcode 26's App template sets it.
            LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
        ]
        for name in ["ObservableObjectRouteProtocol", "PublishedStackChildren", "ObservationAppRoute"] {
            let (app, shape) = try adopted(name)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let before = cells.map { SwiftUIAppErrors.errors(in: app, under: appFolder, module: shape.module, settings: $0) }
            let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", shape.naming.root], in: app)
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
            for (settings, old) in zip(cells, before) {
                let new = SwiftUIAppErrors.errors(in: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                XCTAssertEqual(new, [], "\(name), \(settings)")
                if settings.defaultIsolation == .nonisolated { XCTAssertEqual(old, [], "\(name), \(settings)") }
            }
        }
    }

    func testAnAppWideRouteEnumGainsItsCaseInItsOwnFile() throws {
        let (app, _) = try adopted("ObservationAppRoute")
        let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let routes = try String(contentsOf: app.appendingPathComponent("Recipes/Coordinators/Route.swift"), encoding: .utf8)
        XCTAssertTrue(routes.contains("    case recipe(id: Int)\n    case receipt\n"), routes)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Recipes/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("        case .receipt:\n            ReceiptView(onFinish: { [weak self] in\n"), coordinator)
        XCTAssertTrue(coordinator.contains("    func pushToReceipt() {\n        push(.receipt)\n    }\n"), coordinator)
        XCTAssertTrue(result.stdout.contains("added case .receipt to Route"), result.stdout)
    }

    func testWhatTheShapeCannotHaveIsRefusedInOneLineNamingTheKey() throws {
        let (app, _) = try adopted("PublishedStackChildren")
        for (arguments, words) in [
            (["new", "coordinator", "Loans", "--parent", "App"], "(shape.routes.ownStack in .coordgen.yml)"),
            (["new", "screen", "Help", "--coordinator", "App", "--present"], "(shape.routes.modal in .coordgen.yml)"),
        ] {
            let before = TreeSnapshot(app)
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.output)")
            XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(words), result.stderr)
            XCTAssertEqual(TreeSnapshot(app), before, "\(arguments) changed files")
        }
    }

    func testCoordinatorsWithoutAProtocolAreRefusedInOneLine() throws {
        for (name, refused) in ExistingApps.refusedInit.sorted(by: { $0.key < $1.key }) {
            let app = try ExistingApps.copy(name)
            workspaces.append(app.deletingLastPathComponent())
            let before = TreeSnapshot(app)
            let result = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(result.status, 1, "\(name): \(result.output)")
            XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(refused.refusal), result.stderr)
            XCTAssertEqual(TreeSnapshot(app), before, name)
        }
    }

    func testTreeDrawsTheChildrenACoordinatorPublishes() throws {
        for (name, child) in [("ObservableObjectRouteProtocol", "ProfileCoordinator"), ("PublishedStackChildren", "CardsCoordinator")] {
            let (app, _) = try adopted(name)
            let result = CoordgenBinary.run(["tree"], in: app)
            XCTAssertEqual(result.status, 0, result.output)
            XCTAssertTrue(result.stdout.contains("AppCoordinator  (root, made in"), result.stdout)
            XCTAssertTrue(result.stdout.contains("└── \(child)"), "\(name): \(result.stdout)")
            XCTAssertFalse(result.stdout.contains("\(child)  (no root or parent found)"), result.stdout)
        }
    }

    func testDoctorWarnsOfAPublishedChildThatIsNeverCleared() throws {
        let (app, _) = try adopted("PublishedStackChildren")
        let clean = CoordgenBinary.run(["doctor"], in: app)
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertFalse(clean.stdout.contains("published-child-never-cleared"), clean.stdout)
        // The parent forgets to release the child when it finishes.
        let file = app.appendingPathComponent("Bank/Coordinators/AppCoordinator.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("        cards = nil\n"))
        try Data(text.replacingOccurrences(of: "        cards = nil\n", with: "").utf8).write(to: file)
        let result = CoordgenBinary.run(["doctor"], in: app)
        XCTAssertTrue(result.stdout.contains("published-child-never-cleared"), result.output)
        XCTAssertTrue(result.stdout.contains("nothing in AppCoordinator sets `cards` back to nil"), result.output)
    }

    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let app = try ExistingApps.copy("ObservableObjectRouteProtocol")
        workspaces.append(app.deletingLastPathComponent())
        var transcript = ""
        for arguments in [["init"], ["new", "screen", "Receipt", "--coordinator", "App"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```\n" + transcript + "```"), "README's transcript differs from the real output:\n\(transcript)")
    }
}
