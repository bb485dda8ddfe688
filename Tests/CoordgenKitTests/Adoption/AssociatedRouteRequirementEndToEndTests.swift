import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators whose route type is an associated type each picks for itself, read as routes
/// the coordinators own (`Adoption/AssociatedRouteRequirement`):
/// - constrained through a protocol of the app refining `Hashable` in the protocol's `where` clause,
///   with a get-only path every coordinator stores and appends to in methods of its own
///   (AssociatedRouteConstrainedByWhereClause): a new flow's enum conforms like its siblings'
///   (`enum Screen: Pageable`), and screens are pushed by appending to the path;
/// - a `NavigationPath` no method of the protocol pushes onto (AssociatedPathAppendedByEachFlow): a
///   screen is pushed by appending its case, named with its enum (`Path.kiln`), since a
///   `NavigationPath` takes any `Hashable` value.
final class AssociatedRouteRequirementEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheRoutesOfAnAssociatedTypeConstrainedInTheWhereClause() throws {
        let (_, shape, _) = try ExistingApps.adopted("AssociatedRouteConstrainedByWhereClause", into: &workspaces)
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Screen")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.navigator.name, "stack")
        XCTAssertEqual(routes.navigator.type, "[Screen]")
        XCTAssertEqual(routes.push, "stack.append")
        XCTAssertEqual(routes.pop, "stack.removeLast")
        XCTAssertEqual(routes.enumConformances, ["Pageable"])
        XCTAssertEqual(routes.flows?.ownedByView, true)
        XCTAssertEqual(shape.protocol.otherRequirements, [])
    }

    /// A new flow and screens of it and of existing flows: the app gains no compile error and only
    /// gains lines.
    func testNewFlowsAndScreensOfBothShapesTypeCheck() throws {
        let cases: [(app: String, arguments: [[String]], expected: [String: [String]])] = [
            (
                "AssociatedRouteConstrainedByWhereClause",
                [
                    ["new", "coordinator", "Compost"], ["new", "screen", "Bin", "--coordinator", "Compost"],
                    ["new", "screen", "Soil", "--coordinator", "Plants"],
                ],
                [
                    "Greenhouse/Flows/CompostCoordinator.swift": [
                        "enum Screen: Pageable {", "@Published var stack: [Screen] = []", "stack.append(.bin)",
                    ],
                    "Greenhouse/Flows/PlantsCoordinator.swift": ["        case soil\n", "stack.append(.soil)"],
                    "Greenhouse/Flows/PlantsCoordinatorView.swift": ["case .soil:", "coordinator.stack.removeLast()"],
                ]
            ),
            (
                "AssociatedPathAppendedByEachFlow",
                [
                    ["new", "coordinator", "Clay"], ["new", "screen", "Wedge", "--coordinator", "Clay"],
                    ["new", "screen", "Kiln", "--coordinator", "Shelf"],
                ],
                [
                    "Kiln/Coordinators/ClayCoordinator.swift": ["enum Path: Hashable {", "navigationPath.append(Path.wedge)"],
                    "Kiln/Coordinators/ShelfCoordinator.swift": ["        case kiln\n", "navigationPath.append(Path.kiln)"],
                    "Kiln/Views/ShelfHomeView.swift": ["case .kiln:", "coordinator.navigationPath.removeLast()"],
                ]
            ),
        ]
        for (name, runs, expected) in cases {
            let (app, shape, _) = try ExistingApps.adopted(name, into: &workspaces)
            let appFolder = try XCTUnwrap(shape.project.appFolder)
            // The apps' own mode. In Swift 6 with nonisolated default isolation the new flow's view builder
            // sends its screens' closures off a class the template leaves without `@MainActor` (the
            // protocol is not isolated, and the flow writes no push of its own): not yet written.
            let cells = [LanguageSettings(mode: .swift5Minimal)]
            let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
            let original = TreeSnapshot(app)
            for arguments in runs {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.output)")
            }
            for (path, lines) in expected {
                let written = try text(app, path)
                for line in lines { XCTAssertTrue(written.contains(line), "\(name): \(line)\n\(written)") }
            }
            for (settings, old) in zip(cells, before) {
                let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                XCTAssertEqual(new, [], "\(name) \(settings)")
            }
            original.assertOnlyGainedLines(in: app)
        }
    }
}
