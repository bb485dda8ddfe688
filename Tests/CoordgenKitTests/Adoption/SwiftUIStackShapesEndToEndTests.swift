import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators own their stacks, in three shapes public apps have and coordgen's
/// first SwiftUI readers missed:
///
/// - `SharedPageEnumBaseClass`: a protocol naming no route type (`var path: NavigationPath`,
///   `func push(_ page: Page)`, an optional `var modal: Modal?`), implemented by a base class every
///   tab's coordinator inherits from, each building the app's one `Page` enum in an extension. It was
///   recorded as uikit (the modal enum taken for a flow enum) and got a `UIViewController` screen.
/// - `DestinationsMappedInViews`: no protocol, each flow's `{Name}Route` pushed by `push(next:)`, and no
///   view builder: each `XCoordinatorView` maps the routes in its `.navigationDestination(for:)`
///   switch; coordinators keep their children in `let` properties.
/// - `DestinationProtocolPushPerFlow`: a protocol with `associatedtype Destination: Hashable` whose
///   `navigate(to:)` each coordinator implements (switching over the destination), the routes mapped
///   in the tab's first screen, and the root held by the `App` itself.
///
/// For each: `init` records the swiftui style, a new flow and a new screen type-check in Swift 5 and 6
/// modes, only insert lines, and `remove coordinator` gives back every byte.
final class SwiftUIStackShapesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ fixture: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `commands`, then checks the app type-checks as before in both language modes and that every
    /// line of every file is still there.
    private func assertCommandsTypeCheckAndOnlyInsert(_ app: URL, _ shape: AppShape, _ commands: [[String]]) throws {
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]
        let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in commands {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        for (settings, old) in zip(cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
            XCTAssertEqual(old, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app)
    }

    private func assertRemoveGivesBackEveryByte(_ fixture: String, _ newCoordinator: [String]) throws {
        let (app, _) = try adopted(fixture)
        ExistingApps.assertGivesBackEveryByte(app, running: [["new", "coordinator"] + newCoordinator, ["remove", "coordinator", newCoordinator[0]]])
    }

    // MARK: A base class holding the stack, one Page enum for the app

    func testABaseClassStackIsRecordedAsSwiftUIWithTheAppsPageEnum() throws {
        let (_, shape) = try adopted("SharedPageEnumBaseClass")
        XCTAssertEqual(shape.protocol.name, "PageCoordinator")
        XCTAssertEqual(shape.protocol.baseClass, "TabCoordinator")
        XCTAssertNil(shape.protocol.flowType, "the modal enum is no flow enum")
        XCTAssertEqual(shape.protocol.otherRequirements, [])
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Page")
        XCTAssertFalse(routes.perFlow)
        XCTAssertEqual(routes.viewBuilder, "build(_:)")
        XCTAssertEqual(routes.push, "push")
        XCTAssertEqual(routes.ownStack, true)
    }

    func testANewFlowInheritsTheBaseClassAndAScreenGoesToTheRightOverload() throws {
        let (app, shape) = try adopted("SharedPageEnumBaseClass")
        try assertCommandsTypeCheckAndOnlyInsert(
            app, shape, [["new", "coordinator", "Reading"], ["new", "screen", "Review", "--coordinator", "Library"]])
        let reading = try text(app, "Bookshelf/Navigation/ReadingCoordinator.swift")
        XCTAssertTrue(reading.contains("final class ReadingCoordinator: TabCoordinator {"), reading)
        XCTAssertFalse(reading.contains("var path"), "the base class holds the stack: \(reading)")
        XCTAssertFalse(reading.contains("import UIKit"), reading)
        let library = try text(app, "Bookshelf/Navigation/LibraryCoordinator.swift")
        // The case goes to build(_ page: Page), not to build(_ modal: Modal).
        XCTAssertTrue(library.contains("        case .review:\n"), library)
        XCTAssertEqual(library.components(separatedBy: "case .review").count, 2, library)
        XCTAssertTrue(try text(app, "Bookshelf/Navigation/Pages.swift").contains("    case review\n"))
    }

    func testABaseClassFlowIsRemovedByteForByte() throws {
        try assertRemoveGivesBackEveryByte("SharedPageEnumBaseClass", ["Reading"])
    }

    // MARK: Destinations mapped in each coordinator's view

    func testRoutesMappedInViewsAreRecordedWithoutAViewBuilder() throws {
        let (_, shape) = try adopted("DestinationsMappedInViews")
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "{Name}Route")
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertEqual(routes.push, "push(next:)")
        XCTAssertNil(routes.flows?.ownedByView, "coordinators keep their children: flows join a parent")
    }

    func testAScreenIsMappedInTheViewAndANewFlowJoinsAParent() throws {
        let (app, shape) = try adopted("DestinationsMappedInViews")
        try assertCommandsTypeCheckAndOnlyInsert(
            app, shape,
            [
                ["new", "coordinator", "Compost", "--parent", "BedsCoordinator"],
                ["new", "screen", "Trowel", "--coordinator", "Beds"],
                ["new", "screen", "Sieve", "--coordinator", "Compost"],
            ])
        let bedsView = try text(app, "Greenhouse/Beds/Coordinator/BedsCoordinatorView.swift")
        XCTAssertTrue(bedsView.contains("                    case .trowel:\n                        TrowelView()\n"), bedsView)
        XCTAssertTrue(bedsView.contains(".sheet(item: $bedsCoordinator.compost)"), bedsView)
        XCTAssertTrue(try text(app, "Greenhouse/Beds/Coordinator/BedsCoordinator.swift").contains("    case trowel\n"))
        // The screen reaches the coordinator that shows it, as the app's screens do.
        let trowel = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("TrowelView.swift") }).value
        XCTAssertTrue(String(decoding: trowel, as: UTF8.self).contains("@EnvironmentObject var bedsCoordinator: BedsCoordinator"))
        let compostScreen = try XCTUnwrap(TreeSnapshot(app).files.first { $0.key.hasSuffix("/CompostView.swift") }).value
        XCTAssertTrue(
            String(decoding: compostScreen, as: UTF8.self).contains("@EnvironmentObject var compostCoordinator: CompostCoordinator"))
    }

    /// A parent whose view shows its flows in an `if` (no stack a modifier can follow): one line naming
    /// the coordinators it keeps that can present, and nothing written; the flag then works.
    func testAParentThatCannotPresentNamesTheParentsThatCan() throws {
        let (app, _) = try adopted("DestinationsMappedInViews")
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Compost", "--parent", "TabsCoordinator"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("as --parent (BedsCoordinator, SeedsCoordinator)"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Compost", "--parent", "SeedsCoordinator"], in: app).status, 0)
    }

    func testAFlowOfViewMappedRoutesIsRemovedByteForByte() throws {
        try assertRemoveGivesBackEveryByte("DestinationsMappedInViews", ["Compost", "--parent", "BedsCoordinator"])
    }

    // MARK: A Destination protocol whose push each flow implements

    func testAPushEachFlowImplementsIsRecordedAndWrittenByNewFlows() throws {
        let (_, shape) = try adopted("DestinationProtocolPushPerFlow")
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertEqual(shape.protocol.otherRequirements, [])
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Destination")
        XCTAssertEqual(routes.push, "navigate(to:)")
        XCTAssertEqual(routes.flowsDeclarePush, true)
        XCTAssertEqual(routes.destinationsInViews, true)
    }

    func testAFlowPresentedFromTheAppAndAScreenPushedThroughTheFlowsSwitch() throws {
        let (app, shape) = try adopted("DestinationProtocolPushPerFlow")
        try assertCommandsTypeCheckAndOnlyInsert(
            app, shape,
            [["new", "coordinator", "Leash", "--parent", "AppCoordinator"], ["new", "screen", "Bowl", "--coordinator", "Dogs"]])
        let dogs = try text(app, "Kennel/Coordinators/DogsCoordinator.swift")
        XCTAssertTrue(dogs.contains("        case .bowl:\n            path.append(destination)\n"), dogs)
        XCTAssertTrue(try text(app, "Kennel/Views/DogsView.swift").contains("case .bowl:\n                    BowlView(onFinish: {\n                        coordinator.pop()"))
        XCTAssertTrue(try text(app, "Kennel/KennelApp.swift").contains(".sheet(item: $appCoordinator.leash)"))
        let leash = try text(app, "Kennel/Coordinators/LeashCoordinator.swift")
        XCTAssertTrue(leash.contains("func navigate(to destination: Destination) {"), leash)
    }

    func testAFlowPresentedFromTheAppIsRemovedByteForByte() throws {
        try assertRemoveGivesBackEveryByte("DestinationProtocolPushPerFlow", ["Leash", "--parent", "AppCoordinator"])
    }
}
