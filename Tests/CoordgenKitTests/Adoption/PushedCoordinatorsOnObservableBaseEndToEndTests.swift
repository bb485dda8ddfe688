import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators pushed as values onto a `NavigationPath` that subclass an observable, `Hashable`
/// base class named like a coordinator, which holds the path (`init(path: NavigationPath)`). `init` reads
/// the subclasses as the coordinators (the base stands for the protocol; the root is the app's, the
/// example one of its flows, coordinators in their flows' folders), and `new coordinator --parent` writes a
/// flow subclassing the base in a folder of its own, made with its parent's path as its siblings are.
/// Only lines are added, and everything type-checks in every language mode the app's own code does.
final class PushedCoordinatorsOnObservableBaseEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private static let fixture = "PushedCoordinatorsOnObservableBase"
    private let cells = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
        LanguageSettings(mode: .swift5Minimal, defaultIsolation: .mainActor),
        LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
        LanguageSettings(mode: .swift5Minimal, approachableConcurrency: true, memberImportVisibility: true),
    ]

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitTakesTheSubclassesForTheCoordinatorsAndTheBaseForTheProtocol() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClass, "BaseCoordinator")
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        XCTAssertNotNil(shape.protocol.pushedCoordinators)
        XCTAssertTrue(output.contains("the base class BaseCoordinator, which 4 coordinator classes inherit from"), output)
        XCTAssertTrue(output.contains("coordinators per feature: Atlas/Features/{Name}"), output)
        XCTAssertTrue(output.contains("example:     Camps"), output)
    }

    func testANewFlowSubclassesTheBaseInAFolderLikeItsSiblings() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Trails"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(child.output.contains("created Atlas/Features/Zebra/ZebraCoordinator.swift"), child.output)
        let zebra = try String(contentsOf: app.appendingPathComponent("Atlas/Features/Zebra/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: BaseCoordinator {\n"), zebra)
        XCTAssertTrue(zebra.contains("        super.init(path: path)\n"), zebra)
        XCTAssertFalse(zebra.contains("Binding"), zebra)
        let parent = try String(
            contentsOf: app.appendingPathComponent("Atlas/Features/Trails/TrailsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("path.append(ZebraCoordinator(path: path, page: .zebra))"), parent)
        let tabs = try String(contentsOf: app.appendingPathComponent("Atlas/Features/TabsView.swift"), encoding: .utf8)
        XCTAssertTrue(tabs.contains(".navigationDestination(for: ZebraCoordinator.self)"), tabs)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        original.assertOnlyGainedLines(in: app)
        try assertNoNewErrorKinds(app, shape)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Zebra", "--parent", "Trails"], ["remove", "coordinator", "Zebra"]])
    }

    /// In the app's own mode and under MainActor by default the app has no error at all; in the other
    /// cells no kind of error the untouched app lacks.
    private func assertNoNewErrorKinds(_ app: URL, _ shape: AppShape) throws {
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let original = try ExistingApps.copy(Self.fixture)
        workspaces.append(original.deletingLastPathComponent())
        let kinds = { (errors: Set<String>) in Set(errors.map(ExistingApps.errorKind)) }
        for settings in cells {
            let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
            if settings == LanguageSettings(mode: .swift5Minimal) || settings.defaultIsolation == .mainActor {
                XCTAssertEqual(after, [], "\(settings)")
                continue
            }
            let before = ExistingApps.compileErrors(of: original, under: appFolder, module: shape.module, settings: settings)
            XCTAssertEqual(kinds(after).subtracting(kinds(before)), [], "\(settings): errors the generated code brought")
        }
    }
}
