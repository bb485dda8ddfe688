import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators share no protocol and declare no push (`PathAppendedByViews`):
/// `ObservableObject` classes named `*Coordinator`, each holding `@Published var path: [XRoute] = []`
/// that its screens append to themselves (`coordinator.path.append(.shelf(1))`), each coordinator's view
/// mapping the routes in its `.navigationDestination(for:)` switch, a tab coordinator keeping the others.
///
/// `init` records the path as the push and pop (`path.append`, `path.removeLast`) and says so; a new
/// screen is a case mapped in the view and a method appending it; a new flow holds a path like its
/// siblings' and declares no push nor pop; everything type-checks in Swift 5, Swift 6 and MainActor by
/// default, and only inserts lines.
final class PathAppendedInPlaceEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private let fixture = "PathAppendedByViews"

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape, result.output)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsThePathAsThePushAndSaysWhy() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "{Name}Route")
        XCTAssertEqual(routes.perFlow, true)
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "path", type: "[{Name}Route]"))
        XCTAssertEqual(routes.push, "path.append")
        XCTAssertEqual(routes.pop, "path.removeLast")
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertTrue(routes.appendsInPlace)
        XCTAssertTrue(output.contains("appended to JarsCoordinator.path in place (no push method"), output)
    }

    func testAScreenAndAFlowAreWrittenLikeTheSiblingsAndTypeCheck() throws {
        let (app, shape, _) = try adopted()
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6),
            // MainActor by default; member import visibility only where the project enables it (`shape.concurrency`).
            LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
        ]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Spice", "--parent", "ShelvesCoordinator"], ["new", "screen", "Ladder", "--coordinator", "Shelves"],
            ["new", "screen", "Grinder", "--coordinator", "Spice"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(cells, before) {
            XCTAssertEqual(old, [], "\(settings)")
            XCTAssertEqual(
                ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old), [],
                "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
        let shelves = try text(app, "Pantry/Shelves/Coordinator/ShelvesCoordinator.swift")
        XCTAssertTrue(shelves.contains("    case ladder\n"), shelves)
        XCTAssertTrue(shelves.contains("        path.append(.ladder)\n"), shelves)
        let shelvesView = try text(app, "Pantry/Shelves/Coordinator/ShelvesCoordinatorView.swift")
        XCTAssertTrue(shelvesView.contains("case .ladder:\n                        LadderView()\n"), shelvesView)
        let spice = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/SpiceCoordinator.swift") }).value
        let spiceText = String(decoding: spice, as: UTF8.self)
        XCTAssertTrue(spiceText.contains("@Published var path: [SpiceRoute] = []"), spiceText)
        XCTAssertTrue(spiceText.contains("path.append(.grinder)"), spiceText)
        XCTAssertFalse(spiceText.contains("func append("), "the siblings declare no push: \(spiceText)")
        XCTAssertFalse(spiceText.contains("func removeLast("), spiceText)
        // A pushed screen pops through the path, as the app's screens do.
        let ladder = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/LadderView.swift") }).value
        XCTAssertTrue(String(decoding: ladder, as: UTF8.self).contains("shelvesCoordinator.path.removeLast()"))
    }

    func testAFlowOfAPathAppendedInPlaceIsRemovedByteForByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Spice", "--parent", "ShelvesCoordinator"], ["remove", "coordinator", "Spice"]])
    }
}
