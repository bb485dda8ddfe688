import Foundation
import XCTest

@testable import CoordgenKit

/// The formats beyond the goldens: cycles, odd names, valid JSON, conventions from `.coordgen.yml`.
final class TreeFormatTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("tree-format")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testACycleIsPrintedOnceAndMarked() throws {
        let app = try analyze(
            """
            protocol Coordinator: AnyObject { func start() }
            final class ACoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                func start() { childCoordinators.append(BCoordinator()) }
            }
            final class BCoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                func start() { childCoordinators.append(ACoordinator()) }
            }
            """)
        XCTAssertEqual(
            TreeFormat.text.render(app),
            """
            ACoordinator  (only reached through a cycle)
            └── BCoordinator
                └── ACoordinator  (cycle: already above)
            BCoordinator  (only reached through a cycle)
            └── ACoordinator
                └── BCoordinator  (cycle: already above)

            Coordinators found by the conventions given by the caller.
            2 coordinators, 2 edges, 0 screens, 0 unresolved; 1 Swift file read, 0 skipped

            """)
    }

    func testNamesAreQuotedForMermaidAndDot() throws {
        let app = try analyze(
            """
            protocol Coordinator: AnyObject { func start() }
            protocol FlowFactory { func make() -> any Coordinator }
            final class AppCoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                let factory: any FlowFactory
                init(factory: any FlowFactory) { self.factory = factory }
                func start() { childCoordinators.append(factory.make() as (any Coordinator)) }
            }
            """)
        XCTAssertEqual(app.graph.unresolved.count, 1)
        let mermaid = TreeFormat.mermaid.render(app)
        XCTAssertTrue(mermaid.hasPrefix("flowchart TD\n"), mermaid)
        XCTAssertFalse(mermaid.contains("\"\""), mermaid)
        let dot = TreeFormat.dot.render(app)
        XCTAssertTrue(dot.hasPrefix("digraph coordinators {\n") && dot.hasSuffix("}\n"), dot)
        XCTAssertTrue(dot.contains("\"unresolved 1\" [label=\"? factory.make() as (any Coordinator)\""), dot)
    }

    func testJSONParsesAndHasEveryList() throws {
        let sample = try SampleProject.fullScenario(style: .router)
        defer { sample.remove() }
        let json = TreeFormat.json.render(AnalyzedApp.analyze(sample.root))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(document.keys.sorted(), ["baseClasses", "coordinators", "edges", "roots", "skippedFiles", "unresolved"])
        XCTAssertEqual(document["baseClasses"] as? [String], ["BaseCoordinator"])
        let edges = try XCTUnwrap(document["edges"] as? [[String: Any]])
        XCTAssertTrue(
            edges.contains { $0["parent"] as? String == "AppCoordinator" && $0["child"] as? String == "HomeCoordinator" },
            "a child made by a factory whose return type is concrete is resolved")
    }

    func testConventionsComeFromTheConfigWhenThereIsOne() throws {
        let sample = try SampleProject(style: .swiftui)
        defer { sample.remove() }
        let app = AnalyzedApp.analyze(sample.root.appendingPathComponent("Hotel"))
        XCTAssertEqual(app.conventionsSource, "the shape recorded in .coordgen.yml (protocol Coordinator)")
        XCTAssertEqual(app.conventions.coordinatorTypeEnum, "", "swiftui has no CoordinatorType")
        XCTAssertEqual(app.graph.roots.map(\.coordinator), ["AppCoordinator"])
    }

    /// An app whose protocol is `Flow` and whose coordinators are `AppFlow`, `HomeFlow`, …: heuristics
    /// find nothing, the shape `init` recorded finds every flow.
    func testTreeFollowsARecordedShapeWithNamesOtherThanCoordinator() throws {
        let workspace = try Repository.temporaryDirectory("flow-tree")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let app = workspace.appendingPathComponent("FlowProtocolNaming")
        try FileManager.default.copyItem(at: ExistingApps.url("FlowProtocolNaming"), to: app)
        XCTAssertEqual(AnalyzedApp.analyze(app).graph.coordinators.count, 0, "heuristics look for *Coordinator")

        let report = try AppShapeDetector(sources: AppSources(root: app)).detect()
        XCTAssertEqual(report.shape.naming.flowClass, "{Name}Flow")
        XCTAssertEqual(report.shape.naming.root, "AppFlow")
        try PlanApplier().apply(AdoptionPlanner.plan(report, root: app, force: false))

        let analysed = AnalyzedApp.analyze(app)
        XCTAssertEqual(analysed.conventionsSource, "the shape recorded in .coordgen.yml (protocol Flow)")
        XCTAssertEqual(analysed.graph.coordinators.map(\.name).sorted(), ["AppFlow", "HomeFlow", "SettingsFlow"])
        XCTAssertEqual(analysed.graph.roots.map(\.coordinator), ["AppFlow"])
        XCTAssertEqual(Set(analysed.graph.edges.map { "\($0.parent)→\($0.child)" }), ["AppFlow→HomeFlow", "AppFlow→SettingsFlow"])
        XCTAssertEqual(TextTreeFormatter().render(analysed).components(separatedBy: "\n").first, "AppFlow  (root, made in SceneDelegate)")
        // Doctor reads the same shape: the closure finish removes children by identity, so no error.
        XCTAssertEqual(Doctor().examine(analysed).errorCount, 0)
    }

    /// Real code that is not an app — coordgen's own sources, the UIKit and SwiftUI stand-ins, the
    /// golden files of every style side by side, the Xcode bundles' placeholder files — is read without
    /// a crash and without a surprise.
    func testRealCodeIsReadWithoutSurprises() throws {
        let sources = AnalyzedApp.analyze(Repository.root.appendingPathComponent("Sources"))
        XCTAssertGreaterThan(sources.files.count, 100)
        XCTAssertEqual(sources.skippedFiles, [])
        // `CoordinatorGraph.Coordinator` and the `new coordinator` command are nested: not flows.
        XCTAssertEqual(sources.graph.coordinators.map(\.name), [], "coordgen itself has no coordinator")
        _ = Doctor().examine(sources)

        // Apple's frameworks side by side; XCoordinator's stand-in, a library of coordinator classes
        // beside UIKit's view controllers (which navigate by themselves, as the library makes them), alone;
        // RxFlow's (a library of flows) with the RxSwift and RxRelay it needs, alone too.
        let frameworks = try Repository.temporaryDirectory("stand-ins")
        defer { try? FileManager.default.removeItem(at: frameworks) }
        let library = try Repository.temporaryDirectory("library-stand-in")
        defer { try? FileManager.default.removeItem(at: library) }
        let rxflowLibrary = try Repository.temporaryDirectory("rxflow-stand-in")
        defer { try? FileManager.default.removeItem(at: rxflowLibrary) }
        // Stinsen's (a library of coordinators too, whose presence makes UIKit's tab bar controller one's screen), alone.
        let stinsenLibrary = try Repository.temporaryDirectory("stinsen-stand-in")
        defer { try? FileManager.default.removeItem(at: stinsenLibrary) }
        let standInsFolder = Repository.root.appendingPathComponent("Tests/StandIns")
        for name in try FileManager.default.contentsOfDirectory(atPath: standInsFolder.path) {
            let folder =
                name == "XCoordinator.swift"
                ? library
                : name == "Stinsen.swift"
                    ? stinsenLibrary : ["RxFlow.swift", "RxSwift.swift", "RxRelay.swift"].contains(name) ? rxflowLibrary : frameworks
            try FileManager.default.copyItem(at: standInsFolder.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let stinsen = AnalyzedApp.analyze(stinsenLibrary)
        XCTAssertEqual(stinsen.skippedFiles, [])
        XCTAssertEqual(Doctor().examine(stinsen).findings, [])
        let rxflow = AnalyzedApp.analyze(rxflowLibrary)
        XCTAssertEqual(rxflow.skippedFiles, [])
        XCTAssertEqual(Doctor().examine(rxflow).findings, [])
        let standIns = AnalyzedApp.analyze(frameworks)
        XCTAssertEqual(standIns.skippedFiles, [])
        XCTAssertEqual(Doctor().examine(standIns).findings, [])
        let xcoordinator = AnalyzedApp.analyze(library)
        XCTAssertEqual(xcoordinator.skippedFiles, [])
        XCTAssertEqual(Doctor().examine(xcoordinator).findings, [])

        // The Xcode bundles hold `___VARIABLE_…___` placeholders, which are not Swift: reported and skipped.
        let xcode = AnalyzedApp.analyze(Repository.golden.appendingPathComponent("xcode/File Templates"))
        XCTAssertEqual(xcode.files.count, 0)
        XCTAssertGreaterThan(xcode.skippedFiles.count, 10)
        XCTAssertTrue(xcode.skippedFiles.allSatisfy { $0.reason.hasPrefix("the file does not parse as Swift") })

        for style in Style.allCases {
            let goldens = AnalyzedApp.analyze(Repository.golden.appendingPathComponent(style.rawValue))
            XCTAssertEqual(goldens.skippedFiles, [], style.rawValue)
            XCTAssertGreaterThan(goldens.graph.coordinators.count, 3, style.rawValue)
        }
    }

    /// `let child: ProfileCoordinator = .init(…)`: an implicit `.init` takes the annotation's type, for the
    /// child and for the screen it pushes, instead of "`init()` is not a function the app declares".
    func testAnImplicitInitTakesTheAnnotatedType() throws {
        let app = try analyze(
            """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class ProfileViewController: UIViewController {}
            final class ProfileCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let controller: ProfileViewController = .init()
                    navigationController.pushViewController(controller, animated: true)
                }
            }
            final class AppCoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                let navigationController = UINavigationController()
                func start() {
                    let profile: ProfileCoordinator = .init(navigationController: navigationController)
                    childCoordinators.append(profile)
                    profile.start()
                }
            }
            """)
        XCTAssertEqual(app.graph.unresolved.map(\.reason), [])
        XCTAssertEqual(app.graph.edges.map { "\($0.parent) -> \($0.child)" }, ["AppCoordinator -> ProfileCoordinator"])
        XCTAssertTrue(TreeFormat.text.render(app).contains("screen ProfileViewController"), TreeFormat.text.render(app))
    }

    /// A local named alike in each `case` of a switch (`let coordinator = …`) is a constant of its own
    /// in each: every tab's coordinator is a child, not only the last case's.
    func testALocalDeclaredInEachCaseIsItsOwnConstant() throws {
        let app = try analyze(
            """
            protocol Coordinator: AnyObject { func start() }
            enum Tab { case home, search, settings }
            final class HomeCoordinator: Coordinator { func start() {} }
            final class SearchCoordinator: Coordinator { func start() {} }
            final class SettingsCoordinator: Coordinator { func start() {} }
            final class TabsCoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                func start() { [Tab.home, .search, .settings].forEach(show) }
                private func show(_ tab: Tab) {
                    switch tab {
                    case .home:
                        let coordinator = HomeCoordinator()
                        coordinator.start()
                        childCoordinators.append(coordinator)
                    case .search:
                        let coordinator = SearchCoordinator()
                        coordinator.start()
                        childCoordinators.append(coordinator)
                    case .settings:
                        let coordinator = SettingsCoordinator()
                        coordinator.start()
                        childCoordinators.append(coordinator)
                    }
                }
            }
            """)
        XCTAssertEqual(
            Set(app.graph.edges.map { "\($0.parent) -> \($0.child)" }),
            ["TabsCoordinator -> HomeCoordinator", "TabsCoordinator -> SearchCoordinator", "TabsCoordinator -> SettingsCoordinator"])
        XCTAssertEqual(app.graph.unresolved, [])
    }

    /// A stored property whose initial value makes a coordinator is a child the coordinator holds
    /// (`let home = HomeCoordinator()`, `@Published var search = SearchCoordinator()`); one that is only
    /// typed by a coordinator and neither published nor observed is a reference, not a child.
    func testAStoredPropertyMadeWithACoordinatorIsAChild() throws {
        let app = try analyze(
            """
            import SwiftUI
            protocol Coordinator: AnyObject { func start() }
            final class HomeCoordinator: Coordinator { func start() {} }
            final class SearchCoordinator: Coordinator { func start() {} }
            final class TabsCoordinator: ObservableObject, Coordinator {
                let home = HomeCoordinator()
                @Published var search = SearchCoordinator()
                func start() {}
            }
            final class ProfileCoordinator: Coordinator {
                weak var tabs: TabsCoordinator?
                func start() {}
            }
            """)
        XCTAssertEqual(
            Set(app.graph.edges.map { "\($0.parent) -> \($0.child) via \($0.via)" }),
            ["TabsCoordinator -> HomeCoordinator via property", "TabsCoordinator -> SearchCoordinator via @Published"])
    }

    /// A coordinator whose screen is a tab bar controller that makes the tabs' coordinators (in lazy
    /// properties, in annotated `.init` properties, or in a method) is their parent, via the container;
    /// a plain screen that happens to make a coordinator draws no edge, nor does a tab bar controller
    /// no coordinator shows.
    func testTabsMadeByAContainerTheCoordinatorShowsAreItsChildren() throws {
        let app = try analyze(
            """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class HomeCoordinator: Coordinator { func start() {} }
            final class SavedCoordinator: Coordinator { func start() {} }
            final class SettingsCoordinator: Coordinator { func start() {} }
            final class HelpCoordinator: Coordinator { func start() {} }
            final class TabsController: UITabBarController {
                weak var coordinator: MainCoordinator?
                lazy var home = HomeCoordinator()
                private let saved: SavedCoordinator = .init()
                override func viewDidLoad() {
                    let settings = SettingsCoordinator()
                    settings.start()
                }
            }
            final class StrayTabsController: UITabBarController {
                let help = HelpCoordinator()
            }
            final class AboutViewController: UIViewController {
                let help = HelpCoordinator()
            }
            final class MainCoordinator: Coordinator {
                let navigationController = UINavigationController()
                func start() {
                    let tabs = TabsController()
                    tabs.coordinator = self
                    navigationController.pushViewController(tabs, animated: true)
                    navigationController.pushViewController(AboutViewController(), animated: true)
                }
            }
            """)
        XCTAssertEqual(
            Set(app.graph.edges.map { "\($0.parent) -> \($0.child) via \($0.via)" }),
            [
                "MainCoordinator -> HomeCoordinator via TabsController", "MainCoordinator -> SavedCoordinator via TabsController",
                "MainCoordinator -> SettingsCoordinator via TabsController",
            ])
    }

    /// Children added through a closure or a loop over a collection are each a child: `forEach` with
    /// `$0` or a named parameter, `forEach(addChild)`, a `for` loop, `append(contentsOf:)`, over an array
    /// literal directly, in a local or in a stored property. A collection the code does not spell out
    /// (the children themselves) draws no edge and no guess.
    func testChildrenAddedOverACollectionAreEachAChild() throws {
        let app = try analyze(
            """
            protocol Coordinator: AnyObject { func start() }
            class BaseCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                func start() {}
                func addChild(_ child: Coordinator) { childCoordinators.append(child) }
            }
            final class HomeCoordinator: BaseCoordinator {}
            final class SearchCoordinator: BaseCoordinator {}
            final class ProfileCoordinator: BaseCoordinator {}
            final class CartCoordinator: BaseCoordinator {}
            final class MapsCoordinator: BaseCoordinator {}
            final class NewsCoordinator: BaseCoordinator {}
            final class TabsCoordinator: BaseCoordinator {
                override func start() {
                    let homeCoordinator = HomeCoordinator()
                    let searchCoordinator = SearchCoordinator()
                    let tabs = [homeCoordinator, searchCoordinator]
                    tabs.forEach { addChild($0) }
                }
            }
            final class ShelfCoordinator: BaseCoordinator {
                override func start() {
                    [ProfileCoordinator(), CartCoordinator()].forEach(addChild)
                }
            }
            final class AtlasCoordinator: BaseCoordinator {
                private lazy var flows = [MapsCoordinator()]
                override func start() {
                    for flow in flows {
                        childCoordinators.append(flow)
                        flow.start()
                    }
                }
            }
            final class FeedCoordinator: BaseCoordinator {
                override func start() {
                    let news = NewsCoordinator()
                    childCoordinators.append(contentsOf: [news])
                    childCoordinators.forEach { child in child.start() }
                }
            }
            """)
        XCTAssertEqual(
            Set(app.graph.edges.map { "\($0.parent) -> \($0.child)" }),
            [
                "TabsCoordinator -> HomeCoordinator", "TabsCoordinator -> SearchCoordinator", "ShelfCoordinator -> ProfileCoordinator",
                "ShelfCoordinator -> CartCoordinator", "AtlasCoordinator -> MapsCoordinator", "FeedCoordinator -> NewsCoordinator",
            ])
        XCTAssertEqual(app.graph.unresolved.map(\.expression), [])
    }

    private func analyze(_ source: String) throws -> AnalyzedApp {
        try Data(source.utf8).write(to: folder.appendingPathComponent("App.swift"))
        return AnalyzedApp.analyze(folder, conventions: .heuristic)
    }
}
