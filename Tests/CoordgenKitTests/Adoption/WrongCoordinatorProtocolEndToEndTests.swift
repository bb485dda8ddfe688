import Foundation
import XCTest

@testable import CoordgenKit

/// Apps where a protocol named or shaped like a coordinator protocol is not what the coordinators share.
///
/// BaseClassWithRouterNoProtocol: `open class Coordinator` with `init(router: Router)`, whose flows
/// override `startViewController` (the base's `start(animated:onEnded:)`, declared in an extension, shows
/// it through the router); `protocol Router { func start(_:animated:onEnded:); func end(animated:) }` is
/// what they hold. `init` sets the router aside and takes the base class; a new flow overrides
/// `startViewController` and declares no `start()`, a new screen is shown through the router, and the
/// edits type-check in Swift 5 and in Swift 6 with MainActor default isolation and only insert lines.
///
/// PerClassCoordinatorProtocols: each screen's coordinator has its own `<X>CoordinatorProtocol` and the
/// tab bar controller implements `TabSwitchingCoordinatorProtocol`; no protocol, base class or naming
/// convention is shared, so `init` refuses in one line naming the protocol it set aside and `--protocol`.
final class WrongCoordinatorProtocolEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let baseClassFixture = "BaseClassWithRouterNoProtocol"
    private static let cells = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    func testInitTakesTheBaseClassAndSetsTheHeldRouterAside() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.baseClassFixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.baseClass, "Coordinator")
        XCTAssertEqual(shape.protocol.startScreen, "startViewController")
        XCTAssertEqual(shape.protocol.initializers.map(\.signature), ["init(router: Router)"])
        XCTAssertTrue(output.contains("the coordinators share the base class Coordinator"), output)
        XCTAssertTrue(output.contains("(Router set aside: the coordinators hold it as what they navigate with"), output)
        XCTAssertTrue(output.contains("--protocol Router adopts it instead"), output)
        XCTAssertTrue(output.contains("a new flow overrides `startViewController` with its first screen"), output)
    }

    func testANewFlowOverridesTheStartScreenAndItsScreenGoesThroughTheRouter() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.baseClassFixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Zebra", "--parent", "Main"],
            ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
            ["new", "screen", "Okapi", "--coordinator", "Ships"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let zebra = try String(contentsOf: app.appendingPathComponent("Harbor/Modules/Zebra/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: Coordinator {"), zebra)
        XCTAssertTrue(zebra.contains("override var startViewController: UIViewController {"), zebra)
        XCTAssertFalse(zebra.contains("func start()"), zebra)
        XCTAssertTrue(zebra.contains("router.start(viewController, animated: true, onEnded: nil)"), zebra)
        let parent = try String(contentsOf: app.appendingPathComponent("Harbor/Modules/Main/MainCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("ZebraCoordinator(router: router)"), parent)
        let ships = try String(contentsOf: app.appendingPathComponent("Harbor/Modules/Ships/ShipsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(ships.contains("router.start(viewController, animated: true, onEnded: nil)"), ships)
        XCTAssertFalse(ships.contains("startViewController.navigationController"), ships)
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app, Self.baseClassFixture)
    }

    func testPerClassProtocolsAreRefusedInOneLineNamingWhatWasSetAside() throws {
        let app = try ExistingApps.copy("PerClassCoordinatorProtocols")
        workspaces.append(app.deletingLastPathComponent())
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("TabSwitchingCoordinatorProtocol (only RootTabBarController's) is one class's own protocol"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--protocol NAME"), result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }
}
