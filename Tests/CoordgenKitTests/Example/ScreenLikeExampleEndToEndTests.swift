import Foundation
import XCTest

@testable import CoordgenKit

/// `new screen <Name> --coordinator C --like <Screen>`, and `new screen` where the built-in family
/// cannot show a screen in C, through the built binary: the screen is made like one C shows (its module
/// protocol, assembly and view controller copied, the copy emptied), wired where the example is wired
/// (C's method that shows it, the list of assemblies), every existing file only gains lines, and the app
/// type-checks in every language mode. Fixture `CoordinatorsAreNavigationControllers`: each coordinator is
/// the `UINavigationController` it pushes onto, so no family writes a push for it.
final class ScreenLikeExampleEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, ProjectConfig) {
        let app = try ExistingApps.copy("CoordinatorsAreNavigationControllers")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)))
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs the command (dry run first), checks insertion-only, and returns its output.
    private func run(_ arguments: [String], in app: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let before = TreeSnapshot(app)
        let dry = CoordgenBinary.run(arguments + ["--dry-run"], in: app)
        XCTAssertEqual(dry.status, 0, dry.output, file: file, line: line)
        XCTAssertEqual(TreeSnapshot(app), before, "--dry-run wrote something", file: file, line: line)
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        let after = TreeSnapshot(app)
        XCTAssertTrue(before.onlyGainedLines(in: after), "an existing line changed:\n\(result.output)", file: file, line: line)
        return result.output
    }

    private func typeChecksInEveryMode(_ app: URL, config: ProjectConfig, file: StaticString = #filePath, line: UInt = #line) throws {
        let sources = ExistingApps.swiftFilesOf(app, under: "Greenhouse")
        for settings in LanguageSettings.pairwiseCover {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: sources, moduleName: config.appShape.module, settings: settings,
                    deploymentTarget: config.appShape.project.deploymentTarget)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(settings): \(failure.errors.map(\.description).joined(separator: "\n"))", file: file, line: line)
            }
        }
    }

    func testWhereNoFamilyShowsAScreenTheScreenIsMadeLikeOneTheCoordinatorPushes() throws {
        let (app, config) = try adopted()
        let output = try run(["new", "screen", "Greenhouse", "--coordinator", "Garden"], in: app)
        XCTAssertTrue(output.contains("note: coordgen's built-in families cannot show a screen in GardenCoordinator (GardenCoordinator holds no navigation controller"), output)
        XCTAssertTrue(output.contains("so Greenhouse is made like SeedsViewController, as GardenCoordinator shows it"), output)
        XCTAssertTrue(output.contains("it also shows PlotsViewController: name another with --like"), output)

        let coordinator = try text(app, "Greenhouse/Flows/Garden/GardenCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains(
                "    private func showGreenhouse(of plot: String) {\n        guard let seeds = modules.make(GreenhouseModule.self) else { return }\n        seeds.plot = plot\n        pushViewController(seeds.screen, animated: true)\n    }\n"),
            coordinator)
        XCTAssertTrue(try text(app, "Greenhouse/Modules/GreenhouseModules.swift").contains("            SeedsAssembly(),\n            GreenhouseAssembly(),\n"))
        XCTAssertTrue(
            try text(app, "Greenhouse/Flows/Garden/Greenhouse/GreenhouseAssembly.swift").contains(
                "registry.register(GreenhouseModule.self) { GreenhouseViewController() }"))
        let screen = try text(app, "Greenhouse/Flows/Garden/Greenhouse/GreenhouseViewController.swift")
        XCTAssertTrue(screen.contains("final class GreenhouseViewController: UIViewController, GreenhouseModule {"), screen)
        XCTAssertTrue(screen.contains("var plot = \"\""), "what the coordinator sets is kept:\n\(screen)")
        XCTAssertFalse(screen.contains("viewDidLoad"), "the copy is emptied of the example's content:\n\(screen)")
        try typeChecksInEveryMode(app, config: config)
    }

    func testLikeNamesTheScreenToCopyAmongThoseTheCoordinatorShows() throws {
        let (app, config) = try adopted()
        let output = try run(["new", "screen", "Beds", "--coordinator", "Garden", "--like", "Plots"], in: app)
        XCTAssertTrue(output.contains("made BedsViewController like PlotsViewController, a screen GardenCoordinator shows (as --like asked)"), output)
        let screen = try text(app, "Greenhouse/Flows/Garden/Beds/BedsViewController.swift")
        XCTAssertTrue(screen.contains("final class BedsViewController: UIViewController, BedsModule {"), screen)
        XCTAssertTrue(screen.contains("var onPickPlot: ((String) -> Void)?"), "what the coordinator's copied method sets is kept:\n\(screen)")
        XCTAssertFalse(screen.contains("Herb spiral"), "the screen's content is not copied:\n\(screen)")
        XCTAssertTrue(try text(app, "Greenhouse/Flows/Garden/GardenCoordinator.swift").contains("private func showBeds() {"))
        try typeChecksInEveryMode(app, config: config)
    }

    func testRemoveScreenTakesTheCopyBackByteForByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        _ = try run(["new", "screen", "Beds", "--coordinator", "Garden", "--like", "Plots"], in: app)
        _ = try run(["new", "screen", "Shelf", "--coordinator", "Garden"], in: app)
        for screen in ["Beds", "Shelf"] {
            let removal = CoordgenBinary.run(["remove", "screen", screen, "--coordinator", "Garden"], in: app)
            XCTAssertEqual(removal.status, 0, removal.output)
            XCTAssertTrue(removal.output.contains("\(screen) is not made as coordgen's templates make a screen, so it is removed as `new screen --like` makes one"), removal.output)
        }
        XCTAssertEqual(TreeSnapshot(app), before, "remove screen left something of the copies behind")
    }

    func testAScreenTheCoordinatorDoesNotShowIsRefusedInOneLineNamingThoseItDoes() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Beds", "--coordinator", "Garden", "--like", "Tools"], in: app)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(
            result.stderr, "Error: --like Tools: GardenCoordinator shows no screen Tools; it shows PlotsViewController, SeedsViewController: name one of them\n")
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testUnaskedACopyNothingWouldShowIsRefusedWithTheFamilysReason() throws {
        let (app, _) = try adopted()
        // Shed shows Tools from start() through a method named after it; App shows its flows, no screen.
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Beds", "--coordinator", "App"], in: app)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.hasPrefix("Error: AppCoordinator holds no navigation controller"), result.stderr)
        XCTAssertTrue(result.stderr.contains("; nor can it be made like a screen App shows: AppCoordinator shows no screen coordgen can read"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testLikeTakesNoPresentationFolderOrOverwrite() throws {
        let (app, _) = try adopted()
        let result = CoordgenBinary.run(["new", "screen", "Beds", "--coordinator", "Garden", "--like", "Plots", "--present"], in: app)
        XCTAssertEqual(result.status, 64, result.output)
        XCTAssertTrue(result.stderr.contains("--like copies how the coordinator shows the example and where it lives: drop --present, --force and --in"), result.stderr)
    }
}
