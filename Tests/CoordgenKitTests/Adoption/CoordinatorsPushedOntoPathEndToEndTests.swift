import Foundation
import XCTest

@testable import CoordgenKit

/// `CoordinatorsPushedOntoPath`: SwiftUI coordinators that are `Hashable` values appended to the one
/// `NavigationPath` the app's stack binds, mapped back to their view by the `App`'s
/// `.navigationDestination(for: BooksCoordinator.self) { coordinator in coordinator.content() }`; a flow
/// shows its screens by the step it is made with (`BooksCoordinator(navigationPath:step:)`), and a flow of
/// one screen has no step. No protocol, no route enum.
final class CoordinatorsPushedOntoPathEndToEndTests: XCTestCase {
    private let fixture = "CoordinatorsPushedOntoPath"
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheShapeIsRecordedAsCoordinatorsPushedOntoThePath() throws {
        let (_, shape) = try adopted()
        XCTAssertEqual(shape.protocol.pushedCoordinators, PushedCoordinatorsShape(builder: "content", destinationsView: "ShelfApp"))
        XCTAssertTrue(shape.protocol.family is PushedCoordinatorsFamily)
        XCTAssertEqual(shape.protocol.family.style(for: shape.protocol), .swiftui)
    }

    /// A new flow pushed by the root, a flow pushed by that one, a screen of the app's own flow and one
    /// of the new flow: everything type-checks in both language modes, and existing files only gain lines.
    func testFlowsAndScreensArePushedOntoThePathAndTypeCheck() throws {
        let (app, shape) = try adopted()
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Loans", "--parent", "App"], ["new", "coordinator", "Fines", "--parent", "Loans"],
            ["new", "screen", "Shelves", "--coordinator", "Books"], ["new", "screen", "Renewal", "--coordinator", "Loans"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(cells, before) {
            XCTAssertEqual(old, [], "\(settings)")
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
        let root = try text(app, "Shelf/Flows/AppCoordinator.swift")
        XCTAssertTrue(root.contains("path.append(LoansCoordinator(path: Binding("), root)
        let books = try text(app, "Shelf/Flows/BooksCoordinator.swift")
        XCTAssertTrue(books.contains("    case shelves\n"), books)
        XCTAssertTrue(
            books.contains("navigationPath.append(BooksCoordinator(navigationPath: $navigationPath, step: .shelves))"), books)
        let loans = try text(app, "Shelf/Flows/LoansCoordinator.swift")
        XCTAssertTrue(loans.contains("path.append(FinesCoordinator(path: $path, page: .fines))"), loans)
        XCTAssertTrue(loans.contains("path.append(LoansCoordinator(path: $path, page: .renewal))"), loans)
        let scene = try text(app, "Shelf/ShelfApp.swift")
        XCTAssertTrue(scene.contains(".navigationDestination(for: LoansCoordinator.self) { coordinator in"), scene)
        XCTAssertTrue(scene.contains(".navigationDestination(for: FinesCoordinator.self) { coordinator in"), scene)
    }

    /// A flow of one screen has no step to add a screen as: one line naming why and what works, and
    /// nothing written; the command it names then works.
    func testAScreenOfAFlowWithoutStepsIsRefusedNamingWhatWorks() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Portrait", "--coordinator", "Authors"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("shape.pushedCoordinators"), result.stderr)
        XCTAssertTrue(result.stderr.contains("`coordgen new coordinator Portrait --parent AppCoordinator`"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Portrait", "--parent", "AppCoordinator"], in: app).status, 0)
    }

    func testANewFlowIsRemovedByteForByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Loans", "--parent", "App"], ["remove", "coordinator", "Loans"]])
    }

    func testANewScreenOfTheAppsOwnFlowIsRemovedByteForByte() throws {
        let (app, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "screen", "Shelves", "--coordinator", "Books"], ["remove", "screen", "Shelves", "--coordinator", "Books"]])
    }
}
