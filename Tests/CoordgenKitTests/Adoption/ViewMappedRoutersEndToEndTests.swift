import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose navigation objects hold the path while the destination views are built outside
/// them (`shape.routes.destinationsInViews`), with the built binary:
/// - `RouterPerTabDestinationsInModifier`: one `@Observable` router class made once per tab, the app's one
///   `AppRoute` mapped in a `ViewModifier`'s `content.navigationDestination(for:)` switch, applied to each
///   tab's root through an `extension View` helper;
/// - `TabRoutersWithInheritedPath`: tab routers subclassing a base that holds the `NavigationPath`, each
///   with a nested `Destination` its tab's root view maps in a `@ViewBuilder` method handed to the app's
///   generic `routerDestination(router:destination:)` modifier.
///
/// For each: `init` records where the switch is, a new screen's view joins that switch (the other switches
/// over the enum stay exhaustive) and type-checks in Swift 5 and 6 modes, existing files only gain lines,
/// `remove screen` gives back every byte, and `new coordinator` says in one line what a flow is there.
final class ViewMappedRoutersEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ fixture: String) throws -> (URL, AppShape, String) {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape, result.stdout)
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

    /// `arguments` fail with one line containing `words`, and change nothing.
    private func assertRefusedInOneLine(_ app: URL, _ arguments: [String], saying words: String) {
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(words), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    // MARK: One router class made once per tab, destinations in a ViewModifier

    func testTheRouterAndTheModifiersSwitchAreRecorded() throws {
        let (_, shape, output) = try adopted("RouterPerTabDestinationsInModifier")
        XCTAssertEqual(shape.protocol.name, "Observable")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "AppRoute")
        XCTAssertFalse(routes.perFlow)
        XCTAssertEqual(routes.push, "push")
        XCTAssertEqual(routes.pop, "pop")
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertTrue(
            output.contains(
                "shown by the switch in NavigationDestinationsModifier's .navigationDestination(for: AppRoute.self) (a ViewModifier)"),
            output)
    }

    func testAScreenJoinsTheModifiersSwitchAndEveryOtherSwitchStaysExhaustive() throws {
        let (app, shape, _) = try adopted("RouterPerTabDestinationsInModifier")
        try assertCommandsTypeCheckAndOnlyInsert(app, shape, [["new", "screen", "Bucket", "--coordinator", "NavigationRouter"]])
        let tabs = try text(app, "Orchard/App/MainTabView.swift")
        XCTAssertTrue(tabs.contains("                case .bucket:\n                    BucketView()\n                }"), tabs)
        XCTAssertTrue(try text(app, "Orchard/Navigation/AppRoute.swift").contains("    case bucket\n"))
        XCTAssertTrue(try text(app, "Orchard/Navigation/RouteLog.swift").contains("        case .bucket:\n            break\n"))
        let router = try text(app, "Orchard/Navigation/NavigationRouter.swift")
        XCTAssertTrue(router.contains("    func pushToBucket() {\n        push(.bucket)\n    }"), router)
    }

    func testAScreenOfTheSharedRouterIsRemovedByteForByte() throws {
        let (app, _, _) = try adopted("RouterPerTabDestinationsInModifier")
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [["new", "screen", "Bucket", "--coordinator", "NavigationRouter"], ["remove", "screen", "Bucket", "--coordinator", "NavigationRouter"]])
    }

    func testANewFlowIsRefusedInOneLineNamingTheTabsInstances() throws {
        let (app, _, _) = try adopted("RouterPerTabDestinationsInModifier")
        assertRefusedInOneLine(
            app, ["new", "coordinator", "Cellar", "--parent", "NavigationRouter"],
            saying: "NavigationRouter is the app's one navigation class, made once per tab (MainTabView: groveRouter, marketRouter), so a flow here is a tab")
    }

    // MARK: Tab routers inheriting the path, destinations in each tab's root view

    func testTheTabRoutersInheritedPathAndTheirViewsFunctionsAreRecorded() throws {
        let (_, shape, output) = try adopted("TabRoutersWithInheritedPath")
        XCTAssertEqual(shape.protocol.name, "Observable")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Destination")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.push, "navigate(to:)")
        XCTAssertEqual(routes.pop, "navigateBack", "the base class's pop")
        XCTAssertEqual(routes.navigator.name, "path")
        XCTAssertEqual(routes.destinationsInViews, true)
        XCTAssertEqual(shape.layout.screens, "Atelier/Views/{Name}/Views")
        XCTAssertTrue(output.contains("Sketches.navigationDestination(_:) handed to .routerDestination(…)"), output)
        XCTAssertTrue(output.contains("onto GalleryRouter.path (declared by BaseRouter)"), output)
    }

    func testAScreenJoinsItsTabsDestinationFunctionInItsFeatureFolder() throws {
        let (app, shape, _) = try adopted("TabRoutersWithInheritedPath")
        try assertCommandsTypeCheckAndOnlyInsert(app, shape, [["new", "screen", "Easel", "--coordinator", "SketchesRouter"]])
        let sketches = try text(app, "Atelier/Views/Sketches/Sketches.swift")
        XCTAssertTrue(sketches.contains("        case .easel:\n            EaselView()\n        }"), sketches)
        let router = try text(app, "Atelier/Views/Sketches/Router/SketchesRouter.swift")
        XCTAssertTrue(router.contains("        case easel\n"), router)
        XCTAssertTrue(router.contains("navigate(to: .easel)"), router)
        // The flow's other switch over its enum stays exhaustive; Gallery's enum is another one.
        XCTAssertTrue(router.contains("        case .easel:\n            break\n"), router)
        // Its title switch gives string literals: the new case gives its name as a title, as theirs do.
        XCTAssertTrue(router.contains("            case .charcoal:\n                \"Charcoal\"\n            case .easel:\n                \"Easel\"\n"), router)
        XCTAssertFalse(try text(app, "Atelier/Views/Gallery/Router/GalleryRouter.swift").contains("easel"))
        let easel = try text(app, "Atelier/Views/Sketches/Views/EaselView.swift")
        XCTAssertTrue(easel.contains("@Environment(SketchesRouter.self) private var router"), easel)
        XCTAssertFalse(try text(app, "Atelier/Views/Gallery/Gallery.swift").contains("easel"))
    }

    func testAScreenOfATabRouterIsRemovedByteForByte() throws {
        let (app, _, _) = try adopted("TabRoutersWithInheritedPath")
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "screen", "Easel", "--coordinator", "SketchesRouter"], ["remove", "screen", "Easel", "--coordinator", "SketchesRouter"]])
    }

    /// A switch over every case of the flow's enum producing a value coordgen cannot make (an image)
    /// would not compile with the new case: the family refuses naming it, and the screen is made like
    /// one the flow shows, which copies that one's arm; the app type-checks.
    func testASwitchGivingValuesCoordgenCannotMakeIsNamedAndTheScreenCopiesASiblingsArm() throws {
        let (app, shape, _) = try adopted("TabRoutersWithInheritedPath")
        let file = app.appendingPathComponent("Atelier/Views/Gallery/Router/GalleryRouter.swift")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "        var title: String {",
            with: "        var icon: Image {\n            switch self {\n            case .frame: Image(\"frame\")\n            case .lighting: Image(\"lighting\")\n            }\n        }\n\n        var title: String {")
        try Data(text.utf8).write(to: file)
        let result = CoordgenBinary.run(["new", "screen", "Easel", "--coordinator", "GalleryRouter"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "Atelier/Views/Gallery/Router/GalleryRouter.swift has a switch (Destination.icon) over every case of Destination with no default whose arms give values like Image(…), which coordgen cannot make for .easel"),
            result.output)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("            case .easel: Image(\"frame\")\n"))
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: LanguageSettings(mode: .swift6)), [])
    }

    func testAPresentedFlowIsRefusedInOneLineSayingAFlowIsATabRouter() throws {
        let (app, _, _) = try adopted("TabRoutersWithInheritedPath")
        assertRefusedInOneLine(
            app, ["new", "coordinator", "Kiln", "--parent", "SketchesRouter", "--present"],
            saying: "a flow here is a tab router (GalleryRouter, SketchesRouter subclass BaseRouter, which holds their path")
    }

    // MARK: A SwiftUI base class holding the path, routes unread

    /// Where no route enum or view builder was read (the flows subclass a SwiftUI base holding the
    /// `NavigationPath`), the built-in families' refusal of a screen speaks of those routes, not of a
    /// navigation controller; the screen is then made like one the flow shows.
    func testAScreenOfASubclassOfASwiftUIBaseHoldingThePathNamesTheUnreadRoutes() throws {
        let (app, _, _) = try adopted("SwiftUIBaseClassHoldingPath")
        let result = CoordgenBinary.run(["new", "screen", "Lantern", "--coordinator", "Tide"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "TideCoordinator pushes its routes onto Coordinator's path (a NavigationPath of a SwiftUI base class) with a route enum and view builder coordgen did not read"),
            result.output)
        XCTAssertFalse(result.output.contains("holds no navigation controller"), result.output)
    }
}
