import XCTest

@testable import CoordgenKit

/// A base class's method that keeps a child through the app's add method and starts it
/// (`startChild(_:onPresent:)`) counts as an add method, so `tree` draws the edges its calls make.
final class AddChildWrappersTests: XCTestCase {
    private let index = DeclarationIndex(files: [
        SourceFile(
            path: "App/BaseCoordinator.swift",
            text: """
                import UIKit

                protocol Coordinator: AnyObject {
                    var childs: [Coordinator] { get set }
                    func start(onPresent: (UIViewController) -> Void)
                }

                class BaseCoordinator: NSObject, Coordinator {
                    var childs: [Coordinator] = []
                    func start(onPresent: (UIViewController) -> Void) {}
                    func addChild(_ coordinator: Coordinator) { childs.append(coordinator) }
                    final func startChild(_ child: Coordinator, onPresent: (UIViewController) -> Void) {
                        addChild(child)
                        child.start { controller in onPresent(controller) }
                    }
                    func keepQuietly(_ child: Coordinator) {
                        addChild(child)
                    }
                }

                """)
    ])

    func testAMethodThatKeepsAndStartsAChildIsAnAddMethod() throws {
        let base = try XCTUnwrap(index.type(named: "BaseCoordinator"))
        XCTAssertEqual(AddChildWrappers.names(in: [base], adding: ["addChild"]), ["startChild"])
    }

    func testTheConventionsOfARecordedShapeGainIt() throws {
        var conventions = AnalysisConventions.heuristic
        let shape = ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: false, navigation: nil, children: nil, finish: .none, flowType: nil,
            initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false, baseClass: "BaseCoordinator")
        conventions.addWrappers(of: shape, in: index)
        XCTAssertTrue(conventions.addChildMethods.contains("startChild"))
        XCTAssertFalse(conventions.addChildMethods.contains("keepQuietly"))
    }

    /// `tree` of an app whose recorded shape has such a wrapper: the summaries, recorded under the
    /// conventions without it, are made again (`AppModel.forAnalysis`), and the graph is the one read
    /// under the whole conventions given from the start — the wrapper's edge included.
    func testARecordedShapesWrapperDrawsItsEdgeAsUnderTheWholeConventions() throws {
        let folder = try Repository.temporaryDirectory("add-child-wrappers")
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try XCTUnwrap(index.type(named: "BaseCoordinator")).file.text
        let flows = """
            import UIKit

            final class AppCoordinator: BaseCoordinator {
                override func start(onPresent: (UIViewController) -> Void) {
                    let home = HomeCoordinator()
                    startChild(home, onPresent: onPresent)
                }
            }

            final class HomeCoordinator: BaseCoordinator {}

            """
        let config = """
            name: Wrap
            style: uikit
            paths:
              coordinators: Wrap
              screens: Wrap
              tests: WrapTests
            shape:
              name: Coordinator
              classBound: true
              mainActor: false
              finish:
                kind: none
              initializers: []
              otherRequirements: []
              providesFinish: false
              providesFindCoordinator: false
              baseClass: BaseCoordinator
            naming:
              flowClass: '{Name}Coordinator'
              root: AppCoordinator
              screen: '{Name}ViewController'

            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Wrap"), withIntermediateDirectories: true)
        try base.write(to: folder.appendingPathComponent("Wrap/BaseCoordinator.swift"), atomically: true, encoding: .utf8)
        try flows.write(to: folder.appendingPathComponent("Wrap/Flows.swift"), atomically: true, encoding: .utf8)
        try config.write(to: folder.appendingPathComponent(Project.configFileName), atomically: true, encoding: .utf8)

        let app = AnalyzedApp.analyze(folder)
        XCTAssertTrue(app.conventionsSource.hasPrefix("the shape recorded"), app.conventionsSource)
        XCTAssertEqual(app.graph.children(of: "AppCoordinator"), ["HomeCoordinator"])
        let model = AppModel(root: folder, config: try Project.locate(configFrom: folder).config, readsTestFolders: false)
        let whole = AnalysisConventions.of(model).0
        XCTAssertTrue(whole.addChildMethods.contains("startChild"))
        let underWhole = AnalyzedApp.analyze(folder, conventions: whole)
        XCTAssertEqual(app.graph.edges.map(\.child), underWhole.graph.edges.map(\.child))
        XCTAssertEqual(app.graph.edges.map(\.parent), underWhole.graph.edges.map(\.parent))
    }
}
