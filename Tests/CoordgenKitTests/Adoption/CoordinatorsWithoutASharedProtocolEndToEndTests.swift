import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators share no coordinator protocol coordgen can adopt as it is, each shape a
/// fixture of its own:
/// - ObservableThroughOwnProtocol: the one coordinator is an `ObservableObject` through a protocol of the
///   app not named like a coordinator protocol (`Navigating`, with associated types) and pushes a path of
///   routes; it is adopted as a protocol-free coordinator, and `init` says through which protocol.
/// - NavigationProtocolBesidePlaybackCoordinator: a second protocol named like a coordinator protocol
///   whose requirements speak of no navigation (a sound player's) is set aside instead of asked about.
/// - TabCoordinatorsHoldingChildren: `@Observable` coordinators that make each tab's child in their
///   initialiser passing themselves (`menuCoordinator = MenuCoordinator(parent: self)`), the child holding
///   its parent back: a new flow is made the siblings' way; a new screen is refused naming the command
///   that works.
/// For the adopted shapes: init → new coordinator → new screen, type-checked in Swift 5 and 6, edits
/// that only insert lines, and `remove coordinator` right after `new coordinator` gives back every byte.
final class CoordinatorsWithoutASharedProtocolEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]

    func testACoordinatorObservableThroughTheAppsOwnProtocolIsAdoptedAndSaysSo() throws {
        let (_, shape, output) = try ExistingApps.adopted("ObservableThroughOwnProtocol", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        XCTAssertEqual(shape.naming.root, "MainCoordinator")
        let routes = try XCTUnwrap(shape.protocol.routes, output)
        XCTAssertEqual(routes.enum, "Stop")
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "trail", type: "NavigationPath"))
        XCTAssertEqual(routes.push, "visit")
        XCTAssertEqual(routes.pop, "goBack")
        XCTAssertEqual(routes.viewBuilder, "view(for:)")
        XCTAssertTrue(
            output.contains(
                "MainCoordinator is an ObservableObject through Navigating, which coordgen does not take for the coordinator protocol"),
            output)
        XCTAssertTrue(output.contains("(--protocol Navigating adopts it instead)"), output)
    }

    func testANonNavigationProtocolNamedLikeACoordinatorIsSetAsideAndSaysSo() throws {
        let (_, shape, output) = try ExistingApps.adopted("NavigationProtocolBesidePlaybackCoordinator", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertTrue(
            output.contains(
                "(SoundPlaybackCoordinator (only ChimePlaybackCoordinator's) is one class's own protocol, not what the coordinator classes share: set aside"),
            output)
        XCTAssertTrue(output.contains("--protocol SoundPlaybackCoordinator adopts it instead)"), output)
        // Its conformer, though named like a coordinator and held by the root, is not the example to copy.
        XCTAssertTrue(output.contains("example:     Profile (a child of AppCoordinator"), output)
        // The flag the note names works.
        let app = try ExistingApps.copy("NavigationProtocolBesidePlaybackCoordinator")
        workspaces.append(app.deletingLastPathComponent())
        let chosen = CoordgenBinary.run(["init", "--protocol", "SoundPlaybackCoordinator"], in: app)
        XCTAssertEqual(chosen.status, 0, chosen.output)
        let chosenShape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        XCTAssertEqual(chosenShape.protocol.name, "SoundPlaybackCoordinator")
    }

    /// A new flow under the root and a screen of the root: no new compile error in Swift 5 or 6, lines
    /// only inserted.
    func testANewFlowAndAScreenTypeCheckAndOnlyInsertLines() throws {
        for name in ["ObservableThroughOwnProtocol", "NavigationProtocolBesidePlaybackCoordinator"] {
            let (app, shape, _) = try ExistingApps.adopted(name, into: &workspaces)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
            let original = TreeSnapshot(app)
            for arguments in [
                ["new", "coordinator", "Zebra", "--parent", shape.naming.root],
                ["new", "screen", "Giraffe", "--coordinator", shape.naming.root],
            ] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.output)")
            }
            for (settings, old) in zip(Self.cells, before) {
                let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                XCTAssertEqual(new, [], "\(name), \(settings)")
            }
            original.assertOnlyGainedLines(in: app, name)
        }
    }

    func testRemoveRightAfterNewGivesBackEveryByte() throws {
        for name in ["ObservableThroughOwnProtocol", "NavigationProtocolBesidePlaybackCoordinator"] {
            let (app, shape, _) = try ExistingApps.adopted(name, into: &workspaces)
            let original = TreeSnapshot(app)
            for arguments in [["new", "coordinator", "Zebra", "--parent", shape.naming.root], ["remove", "coordinator", "Zebra"]] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.output)")
            }
            XCTAssertEqual(TreeSnapshot(app), original, name)
        }
    }

    /// Coordinators that make each child in their initialiser passing themselves are adopted, and init
    /// says what it recorded.
    func testCoordinatorsHoldingChildrenTheirInitialiserMakesAreAdoptedAndSaySo() throws {
        let (_, shape, output) = try ExistingApps.adopted("TabCoordinatorsHoldingChildren", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Observable")
        XCTAssertEqual(shape.naming.root, "TabsCoordinator")
        XCTAssertEqual(
            shape.protocol.heldChildren, HeldChildrenShape(parentLabel: "parent", view: "{Coordinator}View", viewWrapper: "@State"))
        XCTAssertTrue(shape.protocol.family is HeldChildrenFamily)
        XCTAssertTrue(
            output.contains("TabsCoordinator makes each child in its initialiser passing itself (`menuCoordinator = MenuCoordinator(parent: self)`)"),
            output)
    }

    /// init → new coordinator → new screen (refused in one line naming the command that works, which
    /// then works) → no new compile error in Swift 5 or 6 → lines only inserted.
    func testANewChildOfACoordinatorHoldingChildrenTypeChecksAndOnlyInsertsLines() throws {
        let (app, shape, _) = try ExistingApps.adopted("TabCoordinatorsHoldingChildren", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "TabsCoordinator"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Kiosk/Tabs/TabsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("    var basketCoordinator: BasketCoordinator!\n    var zebraCoordinator: ZebraCoordinator!\n"), parent)
        XCTAssertTrue(
            parent.contains(
                "        basketCoordinator = BasketCoordinator(parent: self)\n        zebraCoordinator = ZebraCoordinator(parent: self)\n"),
            parent)
        let child = try String(contentsOf: app.appendingPathComponent("Kiosk/Tabs/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(child.contains("private unowned let parent: TabsCoordinator"), child)
        let view = try String(contentsOf: app.appendingPathComponent("Kiosk/Tabs/ZebraCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("@State var coordinator: ZebraCoordinator"), view)
        XCTAssertTrue(view.contains("ZebraView(onFinish:"), view)

        let snapshot = TreeSnapshot(app)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 1, screen.output)
        XCTAssertEqual(screen.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, screen.stderr)
        XCTAssertTrue(screen.stderr.contains("`coordgen new coordinator Giraffe --parent Zebra`"), screen.stderr)
        XCTAssertEqual(TreeSnapshot(app), snapshot)
        // The command the refusal names works: a child of the new flow, made in its initialiser.
        let giraffe = CoordgenBinary.run(["new", "coordinator", "Giraffe", "--parent", "Zebra"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)

        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app, "TabCoordinatorsHoldingChildren")
    }

    func testRemovingANewChildOfACoordinatorHoldingChildrenGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("TabCoordinatorsHoldingChildren", into: &workspaces)
        let original = TreeSnapshot(app)
        for arguments in [["new", "coordinator", "Zebra", "--parent", "TabsCoordinator"], ["remove", "coordinator", "Zebra"]] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    /// Without --parent there is no initialiser to make the flow in: the flow is made like the example
    /// init recorded, and a note says why, naming --parent.
    func testANewChildWithoutAParentIsMadeLikeTheExampleNamingTheFlag() throws {
        let (app, _, _) = try ExistingApps.adopted("TabCoordinatorsHoldingChildren", into: &workspaces)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("so a new one needs one: pass --parent TabsCoordinator), so Zebra is made like Basket"), result.output)
    }
}

final class NavigationProtocolPreferenceTests: XCTestCase {
    func testIdentifiersSplitAtTheirHumps() {
        XCTAssertEqual(NavigationProtocolPreference.words(of: "navigationPath"), ["navigation", "path"])
        XCTAssertEqual(NavigationProtocolPreference.words(of: "UINavigationController"), ["ui", "navigation", "controller"])
        XCTAssertEqual(NavigationProtocolPreference.words(of: "child_coordinators"), ["child", "coordinators"])
        XCTAssertEqual(NavigationProtocolPreference.words(of: "isPlaying"), ["is", "playing"])
    }

    private func protocols(_ source: String) -> ([TypeDeclaration], DeclarationIndex) {
        let index = DeclarationIndex(files: [SourceFile(path: "P.swift", text: source)])
        return (index.types.filter { $0.kind == .protocol }, index)
    }

    func testOnlyTheProtocolsThatSpeakOfNoNavigationAreSetAside() throws {
        let both = protocols(
            """
            protocol Coordinator: AnyObject {
                var children: [any Coordinator] { get set }
                func start()
            }
            protocol VideoPlaybackCoordinator: AnyObject {
                var isMuted: Bool { get }
                func start()
                func pause()
            }
            """)
        let split = try XCTUnwrap(NavigationProtocolPreference.split(both.0, in: both.1))
        XCTAssertEqual(split.kept.map(\.name), ["Coordinator"])
        XCTAssertEqual(split.setAside.map(\.name), ["VideoPlaybackCoordinator"])
        // Where both speak of navigation, or neither does, the question stays the user's.
        let twoNavigating = protocols(
            """
            protocol Coordinator { var navigationController: UINavigationController { get } }
            protocol FlowCoordinator { func finish() }
            """)
        XCTAssertNil(NavigationProtocolPreference.split(twoNavigating.0, in: twoNavigating.1))
        let neither = protocols("protocol ACoordinator { func start() }\nprotocol BCoordinator { func start() }")
        XCTAssertNil(NavigationProtocolPreference.split(neither.0, in: neither.1))
        // A bare protocol the app's coordinators conform to is not set aside for naming no navigation.
        let bare = protocols(
            """
            protocol Coordinator { func start() }
            protocol DownloadCoordinator { var path: String { get } }
            final class AppCoordinator: Coordinator { func start() {} }
            final class HomeCoordinator: Coordinator { func start() {} }
            """)
        XCTAssertNil(NavigationProtocolPreference.split(bare.0, in: bare.1))
    }
}
