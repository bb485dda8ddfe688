import Foundation
import XCTest

@testable import CoordgenKit

/// Apps written on Stinsen (`NavigationCoordinatable` classes whose `@Root`/`@Route` properties name make
/// functions returning a view or a child coordinator, bare or in a `NavigationViewCoordinator`), in the
/// fixture `RoutesOfANavigationCoordinatable`: adopted without flags, a new flow under the root and a
/// screen in it are written in the library's idiom, every edit only inserts, the app type-checks against
/// the SwiftUI and Stinsen stand-ins, and removing the flow or the screen gives back every byte.
final class StinsenFamilyEndToEndTests: XCTestCase {
    static let fixture = "RoutesOfANavigationCoordinatable"

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

    /// The app type-checks against the SwiftUI and Stinsen stand-ins in Swift 5 mode, with minimal and
    /// complete checking: Stinsen is a Swift 5 library without isolation, as its clients are.
    private func assertTypeChecks(_ app: URL, line: UInt = #line) {
        for mode in [LanguageSettings.Mode.swift5Minimal, .swift5Complete] {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFilesOf(app, under: "Harbour"), moduleName: "Harbour",
                    settings: LanguageSettings(mode: mode), frameworks: .stinsen, deploymentTarget: "15.0")
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

    func testInitRecordsTheLibraryTheCoordinatorsAndHowParentsRouteToChildren() throws {
        let (app, output) = try adopted()
        let config = try text(app, Project.configFileName)
        for expected in ["name: NavigationCoordinatable\n", "stinsen:\n", "childPresentation: push", "childWrapper: NavigationViewCoordinator", "root: DockCoordinator"] {
            XCTAssertTrue(config.contains(expected), "no \(expected) in:\n\(config)")
        }
        for expected in [
            "Stinsen's NavigationCoordinatable", "DockCoordinator, FleetCoordinator, TidesCoordinator",
            "no route of another coordinator makes DockCoordinator: the root of the tree", "@Route(.push) (1 of 2 child routes)",
            "wrapped in NavigationViewCoordinator as 1 of 1 are",
        ] {
            XCTAssertTrue(output.contains(expected), "no \(expected) in:\n\(output)")
        }
        assertTypeChecks(app)
    }

    func testANewFlowAndScreenAreWrittenInTheLibrarysIdiomAndTypeCheck() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        let made = run(["new", "coordinator", "Zebra", "--parent", "Dock"], in: app)
        XCTAssertTrue(made.stdout.contains("router.route(to: \\.zebra)"), made.stdout)
        run(["new", "coordinator", "Okapi", "--parent", "Zebra", "--present"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        before.assertOnlyGainedLines(in: app, "new coordinator and new screen")

        let coordinator = try text(app, "Harbour/Coordinators/ZebraCoordinator.swift")
        for expected in [
            "import Stinsen\n", "final class ZebraCoordinator: NavigationCoordinatable {",
            "let stack = Stinsen.NavigationStack(initial: \\ZebraCoordinator.start)",
            "    @Root var start = makeStart\n    @Route(.modal) var okapi = makeOkapi\n    @Route(.push) var giraffe = makeGiraffe\n",
            "    func makeOkapi() -> NavigationViewCoordinator<OkapiCoordinator> {\n        return NavigationViewCoordinator(OkapiCoordinator())\n    }",
            "    @ViewBuilder func makeGiraffe() -> some View {\n        GiraffeView(onFinish: { [weak self] in\n            self?.popLast()\n        })\n    }",
        ] {
            XCTAssertTrue(coordinator.contains(expected), "no \(expected) in:\n\(coordinator)")
        }
        let parent = try text(app, "Harbour/Coordinators/DockCoordinator.swift")
        XCTAssertTrue(parent.contains("    @Route(.push) var moorings = makeMoorings\n    @Route(.push) var zebra = makeZebra\n}"), parent)
        XCTAssertTrue(parent.contains("    func makeZebra() -> ZebraCoordinator {\n        return ZebraCoordinator()\n    }\n}"), parent)
        let tree = run(["tree"], in: app).stdout
        XCTAssertTrue(tree.contains("ZebraCoordinator\n"), tree)
        XCTAssertTrue(tree.contains("OkapiCoordinator\n"), tree)
        assertTypeChecks(app)
    }

    func testRemovingANewFlowOrScreenGivesBackEveryByte() throws {
        let (app, _) = try adopted()
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "Dock"], in: app)
        run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
        run(["new", "screen", "Giraffe", "--coordinator", "Fleet"], in: app)
        run(["remove", "screen", "Giraffe", "--coordinator", "Fleet"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testTreeShowsTheChildrenTheMakeFunctionsReturn() throws {
        let (app, _) = try adopted()
        let result = run(["tree"], in: app)
        XCTAssertTrue(result.stdout.contains("├── FleetCoordinator\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("└── TidesCoordinator\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("3 coordinators, 2 edges"), result.stdout)
    }

    /// A tab coordinator beside the fixture's flows: its starting items one per line, the last without a
    /// comma, or on one line, or made in its initialiser by a closure called at once that appends them.
    private func addDeck(to app: URL, itemsOnOneLine: Bool, builtInClosure: Bool = false) throws {
        let items =
            itemsOnOneLine
            ? "[\\DeckCoordinator.fleet, \\DeckCoordinator.charts]"
            : "[\n            \\DeckCoordinator.fleet,\n            \\DeckCoordinator.charts\n        ]"
        let child =
            builtInClosure
            ? """
                var child: TabChild

                init() {
                    self.child = {
                        var paths: [AnyKeyPath] = []
                        paths.append(contentsOf: [
                            \\DeckCoordinator.fleet,
                            \\DeckCoordinator.charts
                        ])
                        return .init(startingItems: paths)
                    }()
                }
            """
            : """
                var child = TabChild(
                    startingItems: \(items)
                )
            """
        try Data(
            """
            import Stinsen
            import SwiftUI

            final class DeckCoordinator: TabCoordinatable {
            \(child)

                @Route(tabItem: makeFleetTab) var fleet = makeFleet
                @Route(tabItem: makeChartsTab) var charts = makeCharts
            }

            extension DeckCoordinator {
                func makeFleet() -> NavigationViewCoordinator<FleetCoordinator> {
                    return NavigationViewCoordinator(FleetCoordinator())
                }

                @ViewBuilder func makeFleetTab(_ active: Bool) -> some View {
                    Text("Fleet")
                }

                @ViewBuilder func makeCharts() -> some View {
                    Text("Charts")
                }

                @ViewBuilder func makeChartsTab(_ active: Bool) -> some View {
                    Text("Charts")
                }
            }

            """.utf8
        ).write(to: app.appendingPathComponent("Harbour/Coordinators/DeckCoordinator.swift"))
    }

    /// A flow under a TabCoordinatable is a tab of it: its route names its tab item, its key path joins
    /// the starting items (before the last where that has no comma, so no line changes), its make function
    /// wraps it as the other coordinator tab is; the app type-checks, and removing it gives back every byte.
    func testAFlowUnderATabCoordinatorIsATabOfIt() throws {
        let (app, _) = try adopted()
        try addDeck(to: app, itemsOnOneLine: false)
        let before = TreeSnapshot(app)
        let made = run(["new", "coordinator", "Zebra", "--parent", "Deck"], in: app)
        XCTAssertTrue(made.stdout.contains("router.focusFirst(\\.zebra)"), made.stdout)
        XCTAssertTrue(made.stdout.contains("before \\DeckCoordinator.charts, the last, which has no comma"), made.stdout)
        before.assertOnlyGainedLines(in: app, "new coordinator under a tab coordinator")
        let deck = try text(app, "Harbour/Coordinators/DeckCoordinator.swift")
        for expected in [
            "            \\DeckCoordinator.fleet,\n            \\DeckCoordinator.zebra,\n            \\DeckCoordinator.charts\n        ]",
            "    @Route(tabItem: makeChartsTab) var charts = makeCharts\n    @Route(tabItem: makeZebraTab) var zebra = makeZebra\n}",
            "    func makeZebra() -> NavigationViewCoordinator<ZebraCoordinator> {\n        return NavigationViewCoordinator(ZebraCoordinator())\n    }\n\n    @ViewBuilder func makeZebraTab(_ active: Bool) -> some View {\n        Text(\"Zebra\")\n    }\n}",
        ] {
            XCTAssertTrue(deck.contains(expected), "no \(expected) in:\n\(deck)")
        }
        assertTypeChecks(app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    func testATabOnOneLineOfStartingItemsGoesLastAndIsRemovedWithItsComma() throws {
        let (app, _) = try adopted()
        try addDeck(to: app, itemsOnOneLine: true)
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Zebra", "--parent", "Deck"], in: app)
        let deck = try text(app, "Harbour/Coordinators/DeckCoordinator.swift")
        XCTAssertTrue(deck.contains("[\\DeckCoordinator.fleet, \\DeckCoordinator.charts, \\DeckCoordinator.zebra]"), deck)
        assertTypeChecks(app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// Tabs listed by a closure the initialiser calls at once (`self.child = { var paths: [AnyKeyPath] =
    /// []; paths.append(contentsOf: [...]); return .init(startingItems: paths) }()`): the new tab's key
    /// path joins the array of key paths inside; the app type-checks, and removing it gives back every byte.
    func testATabListMadeInAClosureGainsTheNewTab() throws {
        let (app, _) = try adopted()
        try addDeck(to: app, itemsOnOneLine: false, builtInClosure: true)
        let before = TreeSnapshot(app)
        let made = run(["new", "coordinator", "Zebra", "--parent", "Deck"], in: app)
        XCTAssertTrue(made.stdout.contains("router.focusFirst(\\.zebra)"), made.stdout)
        before.assertOnlyGainedLines(in: app, "new coordinator under tabs made in a closure")
        let deck = try text(app, "Harbour/Coordinators/DeckCoordinator.swift")
        let expected = "                \\DeckCoordinator.fleet,\n                \\DeckCoordinator.zebra,\n                \\DeckCoordinator.charts\n            ])"
        XCTAssertTrue(deck.contains(expected), "no \(expected) in:\n\(deck)")
        assertTypeChecks(app)
        run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// A screen under a TabCoordinatable is refused in one line that names what to do instead.
    func testAScreenUnderATabCoordinatorIsRefusedInOneLine() throws {
        let (app, _) = try adopted()
        try addDeck(to: app, itemsOnOneLine: false)
        let before = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Deck"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.stderr.contains("DeckCoordinator is a Stinsen TabCoordinatable, whose routes are tabs"), result.stderr)
        XCTAssertTrue(result.stderr.contains("coordgen new coordinator Giraffe --parent Deck"), result.stderr)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }
}
