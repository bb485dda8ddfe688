import Foundation
import XCTest

@testable import CoordgenKit

/// Apps written on RxFlow (classes conforming to the library's `Flow`, one `AppStep` enum for the whole
/// app, children made in the parent's `navigate(to:)`, shown once created and contributed with a
/// `OneStepper`), in the fixture `StepEnumFlows`: adopted without flags, a new flow under the root and a
/// screen in it are written in the library's idiom, every edit only inserts, the app type-checks
/// against the UIKit, RxSwift, RxRelay and RxFlow stand-ins, and removing the flow gives back every byte.
final class RxFlowFamilyEndToEndTests: XCTestCase {
    static let fixture = "StepEnumFlows"

    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        workspaces = []
        super.tearDown()
    }

    /// A copy of the fixture after `init`, which must succeed without flags; with its output.
    private func adopted() throws -> (app: URL, output: String) {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return (app, result.stdout)
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result
    }

    /// The app type-checks against the stand-ins in Swift 5 mode, with minimal and complete checking:
    /// RxFlow's flows are nonisolated and make view controllers in `navigate(to:)`, which Swift 6 mode
    /// refuses, with the real library too.
    private func assertTypeChecks(_ app: URL, module: String = "Aviary", line: UInt = #line) {
        for mode in [LanguageSettings.Mode.swift5Minimal, .swift5Complete] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: module), moduleName: module,
                    settings: LanguageSettings(mode: mode), frameworks: .rxflow, deploymentTarget: "15.0")
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(mode): " + failure.errors.map(\.description).joined(separator: "\n"), line: line)
            } catch {
                XCTFail("\(mode): \(error)", line: line)
            }
        }
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheFixtureTypeChecksAsItIs() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        assertTypeChecks(app)
    }

    func testInitRecordsTheLibrarysStepsAndSaysWhatItFound() throws {
        let (app, output) = try adopted()
        let config = try text(app, Project.configFileName)
        for expected in ["name: Flow\n", "rxflow:\n", "steps: AppStep", "stepCase: '{name}IsRequired'", "root: AppFlow"] {
            XCTAssertTrue(config.contains(expected), "no \(expected) in:\n\(config)")
        }
        for expected in [
            "RxFlow's Flow", "AppFlow, SettingsFlow: RxFlow flows", "one steps enum for the app, AppStep, which 2 of 2 flows switch over",
            "{name}IsRequired (2 of 4 steps",
        ] {
            XCTAssertTrue(output.contains(expected), "no \(expected) in:\n\(output)")
        }
    }

    func testANewFlowAndScreenAreWrittenInTheLibrarysIdiomAndTypeCheck() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        before.assertOnlyGainedLines(in: app, "new coordinator and new screen")

        let flow = try text(app, "Aviary/Flows/ZebraFlow.swift")
        for expected in [
            "import RxFlow\n", "final class ZebraFlow: Flow {", "private let rootViewController = UINavigationController()",
            "guard let step = step as? AppStep else { return .none }",
            "        case .zebraIsRequired:\n            let viewController = ZebraViewController()\n            rootViewController.pushViewController(viewController, animated: false)\n            return .none\n",
            "        case .giraffeIsRequired:\n            let viewController = GiraffeViewController()\n            rootViewController.pushViewController(viewController, animated: true)\n            return .none\n        default:",
        ] {
            XCTAssertTrue(flow.contains(expected), "no \(expected) in:\n\(flow)")
        }
        XCTAssertFalse(flow.contains("enum ZebraStep"), flow)
        let steps = try text(app, "Aviary/Flows/AppStep.swift")
        XCTAssertTrue(steps.contains("    case settingsAreComplete\n    case zebraIsRequired\n    case giraffeIsRequired\n}"), steps)
        let parent = try text(app, "Aviary/Flows/AppFlow.swift")
        XCTAssertTrue(
            parent.contains(
                """
                        case .zebraIsRequired:
                            let zebraFlow = ZebraFlow()
                            Flows.use(zebraFlow, when: .created) { [unowned self] root in
                                self.rootViewController.present(root, animated: true)
                            }
                            return .one(flowContributor: .contribute(withNextPresentable: zebraFlow, withNextStepper: OneStepper(withSingleStep: AppStep.zebraIsRequired)))
                """), parent)
        // The parent's switch has no default: the screen's step gets a clause there that keeps it exhaustive.
        XCTAssertTrue(parent.contains("        case .giraffeIsRequired:\n            return .none\n        }"), parent)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Aviary/Screens/GiraffeViewController.swift").path))

        assertTypeChecks(app)
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
        // With a screen of its own, the screen and its step go with it.
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testRemovingANewScreenGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "screen", "Giraffe", "--coordinator", "Settings"], in: app)
        XCTAssertTrue(try text(app, "Aviary/Flows/SettingsFlow.swift").contains("case .giraffeIsRequired:"))
        assertTypeChecks(app)
        run(["remove", "screen", "Giraffe", "--coordinator", "Settings"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// Flows that conform to `Flow` in an extension (`final class DocksFlow: HandsBackToHarbor` and
    /// `extension DocksFlow: Flow { … }`, the root a singleton): adopted as flows, not refused as none; a
    /// new flow and a screen in an existing one type-check, and removing them gives back every byte.
    func testFlowsConformingInExtensionsAreAdopted() throws {
        let app = try ExistingApps.copy("RxFlowConformanceInExtensions")
        workspaces.append(app.deletingLastPathComponent())
        assertTypeChecks(app, module: "Harbor")
        let adopted = run(["init"], in: app)
        XCTAssertTrue(adopted.stdout.contains("AppFlow, DocksFlow, WeatherFlow: RxFlow flows"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("a steps enum per flow named {Name}Step (3 of 3"), adopted.stdout)
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Docks"], in: app)
        before.assertOnlyGainedLines(in: app, "new coordinator and new screen")
        let parent = try text(app, "Harbor/Flows/AppFlow.swift")
        XCTAssertTrue(parent.contains("        case .zebraIsRequired:\n            let zebraFlow = ZebraFlow()"), parent)
        XCTAssertTrue(try text(app, "Harbor/Flows/AppStep.swift").contains("    case zebraIsRequired\n}"))
        XCTAssertTrue(try text(app, "Harbor/Flows/DocksFlow.swift").contains("        case .giraffeIsRequired:\n"))
        XCTAssertTrue(try text(app, "Harbor/Flows/DocksStep.swift").contains("    case giraffeIsRequired\n}"))
        assertTypeChecks(app, module: "Harbor")
        run(["remove", "screen", "Giraffe", "--coordinator", "Docks"], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testTreeShowsTheFlowsParentsMakeInNavigate() throws {
        let (app, _) = try adopted()
        let result = run(["tree"], in: app)
        XCTAssertTrue(result.stdout.contains("AppFlow  (root, made in SceneDelegate)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("└── SettingsFlow\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("2 coordinators, 1 edge"), result.stdout)
    }

    func testRenamingANewFlowRenamesItsStepInTheStepsEnumAndTheParent() throws {
        let (app, _) = try adopted()
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        run(["rename", "coordinator", "Zebra", "Okapi"], in: app)
        run(["rename", "screen", "Giraffe", "Lion"], in: app)
        let flow = try text(app, "Aviary/Flows/OkapiFlow.swift")
        XCTAssertTrue(flow.contains("final class OkapiFlow: Flow {"), flow)
        XCTAssertTrue(flow.contains("case .okapiIsRequired:"), flow)
        XCTAssertTrue(flow.contains("case .lionIsRequired:\n            let viewController = LionViewController()"), flow)
        let steps = try text(app, "Aviary/Flows/AppStep.swift")
        XCTAssertTrue(steps.contains("    case okapiIsRequired\n    case lionIsRequired\n}"), steps)
        let parent = try text(app, "Aviary/Flows/AppFlow.swift")
        XCTAssertTrue(parent.contains("case .okapiIsRequired:\n            let okapiFlow = OkapiFlow()"), parent)
        XCTAssertTrue(parent.contains("OneStepper(withSingleStep: AppStep.okapiIsRequired)"), parent)
        assertTypeChecks(app)
    }

    /// Flows with a steps enum of their own (`{Name}Step`): the new flow declares its own, the parent's
    /// enum gets the step that starts it.
    func testFlowsWithTheirOwnStepsGetANewFlowWithItsOwnSteps() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let stepsURL = app.appendingPathComponent("Aviary/Flows/AppStep.swift")
        try Data(
            """
            import RxFlow

            enum AppStep: Step {
                case sightingsAreRequired
                case sightingIsPicked(id: Int)
                case settingsAreRequired
                case settingsAreComplete
            }

            enum SettingsStep: Step {
                case settingsAreRequired
                case settingsAreComplete
            }

            """.utf8
        ).write(to: stepsURL)
        let settingsURL = app.appendingPathComponent("Aviary/Flows/SettingsFlow.swift")
        let settings = try String(contentsOf: settingsURL, encoding: .utf8)
        try Data(
            settings.replacingOccurrences(of: "step as? AppStep", with: "step as? SettingsStep")
                .replacingOccurrences(of: "        default:\n            return .none\n", with: "").utf8
        ).write(to: settingsURL)
        let appFlowURL = app.appendingPathComponent("Aviary/Flows/AppFlow.swift")
        let appFlow = try String(contentsOf: appFlowURL, encoding: .utf8)
        try Data(appFlow.replacingOccurrences(of: "OneStepper(withSingleStep: AppStep.settingsAreRequired)", with: "OneStepper(withSingleStep: SettingsStep.settingsAreRequired)").utf8)
            .write(to: appFlowURL)
        assertTypeChecks(app)
        let result = run(["init"], in: app)
        XCTAssertTrue(result.stdout.contains("a steps enum per flow named {Name}Step (2 of 2"), result.stdout)
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        let flow = try text(app, "Aviary/Flows/ZebraFlow.swift")
        XCTAssertTrue(flow.contains("enum ZebraStep: Step {\n    case zebraIsRequired\n    case giraffeIsRequired\n}"), flow)
        XCTAssertFalse(flow.contains("default:"), flow)
        XCTAssertTrue(try text(app, "Aviary/Flows/AppStep.swift").contains("    case settingsAreComplete\n    case zebraIsRequired\n}"))
        XCTAssertTrue(try text(app, "Aviary/Flows/AppFlow.swift").contains("OneStepper(withSingleStep: ZebraStep.zebraIsRequired)"))
        assertTypeChecks(app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testAFlowWithoutAParentIsWrittenAndTheParentNextStepTeachesTheFlag() throws {
        let (app, _) = try adopted()
        let result = run(["new", "coordinator", "Zebra"], in: app)
        XCTAssertTrue(result.stdout.contains("--parent App"), result.stdout)
        // The parent's exhaustive switch only gets the clause that keeps it exhaustive.
        let parent = try text(app, "Aviary/Flows/AppFlow.swift")
        XCTAssertFalse(parent.contains("ZebraFlow"), parent)
        XCTAssertTrue(parent.contains("        case .zebraIsRequired:\n            return .none\n        }"), parent)
        XCTAssertTrue(try text(app, "Aviary/Flows/AppStep.swift").contains("case zebraIsRequired"))
        assertTypeChecks(app)
    }
}
