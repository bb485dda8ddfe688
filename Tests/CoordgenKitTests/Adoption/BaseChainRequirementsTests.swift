import XCTest

@testable import CoordgenKit

/// Coordinators built on a chain of base classes (`Coordinator` conforming to the protocol, `StackCoordinator:
/// Coordinator` holding the navigation controller, `TabStackCoordinator: StackCoordinator`): the stack's
/// base counts every coordinator below it, so a new flow subclasses it; the requirements the chain
/// implements are no longer a new flow's to write, each named by the class that declares it (a static one
/// met only by a static member); and a flow's delegate typed by its own protocol is declared by the flow.
/// Also, classes inheriting through a typealias of a conforming class are coordinators.
final class BaseChainRequirementsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("base-chain-requirements")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: AdoptionChoices())
    }

    private static let bases = """
        import UIKit

        protocol FlowCoordinator {
            var children: [String: FlowCoordinator] { get set }
            func tag() -> String
            static func tag() -> String
            func start()
            func start(_ child: FlowCoordinator)
        }

        class Coordinator: NSObject, FlowCoordinator {
            var children: [String: FlowCoordinator] = [:]
            func tag() -> String { String(describing: type(of: self)) }
            static func tag() -> String { String(describing: self) }
            func start() {}
            func start(_ child: FlowCoordinator) { children[child.tag()] = child; child.start() }
        }

        class StackCoordinator: Coordinator {
            var navigationController: UINavigationController
            required init(navigationController: UINavigationController) { self.navigationController = navigationController }
        }

        class TabStackCoordinator: StackCoordinator {
            func tabItem() -> UITabBarItem { UITabBarItem() }
        }

        """

    private static func flow(_ name: String, base: String, starting child: String? = nil) -> String {
        let starts = child.map { "let child = \($0)Coordinator(navigationController: navigationController); child.delegate = self; start(child)" } ?? ""
        let adopts = child.map { "\nextension \(name)Coordinator: \($0)CoordinatorDelegate {\n    func \($0.lowercased())DidClose(_ coordinator: \($0)Coordinator) {}\n}\n" } ?? ""
        return """
            import UIKit

            protocol \(name)CoordinatorDelegate: AnyObject {
                func \(name.lowercased())DidClose(_ coordinator: \(name)Coordinator)
            }

            final class \(name)Coordinator: \(base) {
                weak var delegate: \(name)CoordinatorDelegate?
                override func start() { \(starts) }
            }
            \(adopts)
            """
    }

    private var app: [String: String] {
        [
            "App/Coordinator.swift": Self.bases,
            "App/AppCoordinator.swift": """
                import UIKit

                final class AppCoordinator: Coordinator {
                    let window: UIWindow
                    init(window: UIWindow) { self.window = window }
                    override func start() { let login = LoginCoordinator(); login.delegate = self; start(login) }
                }

                extension AppCoordinator: LoginCoordinatorDelegate {
                    func loginDidClose(_ coordinator: LoginCoordinator) {}
                }

                """,
            "App/LoginCoordinator.swift": Self.flow("Login", base: "Coordinator"),
            "App/GardenCoordinator.swift": Self.flow("Garden", base: "TabStackCoordinator", starting: "Seeds"),
            "App/ShedCoordinator.swift": Self.flow("Shed", base: "TabStackCoordinator", starting: "Tools"),
            "App/SeedsCoordinator.swift": Self.flow("Seeds", base: "StackCoordinator"),
            "App/ToolsCoordinator.swift": Self.flow("Tools", base: "StackCoordinator"),
            "App/SceneDelegate.swift": """
                import UIKit

                final class SceneDelegate: UIResponder {
                    var coordinator: AppCoordinator?
                    func connect() { coordinator = AppCoordinator(window: UIWindow()); coordinator?.start() }
                }

                """,
        ]
    }

    func testTheStackBaseCountsTheCoordinatorsBelowItsOwnSubclasses() throws {
        let report = try detect(app)
        XCTAssertEqual(report.shape.protocol.baseClass, "StackCoordinator")
        XCTAssertEqual(report.shape.protocol.navigation?.name, "navigationController")
        let finding = try XCTUnwrap(report.findings.first { $0.topic == "base class" && $0.value.hasPrefix("StackCoordinator") })
        XCTAssertTrue(finding.value.hasPrefix("StackCoordinator: 4 of 6 coordinators inherit from it"), finding.value)
    }

    func testTheChainsRequirementsAreProvidedAndNamedByTheirDeclaringClass() throws {
        let report = try detect(app)
        XCTAssertNil(report.shape.requirementProblem)
        XCTAssertFalse(report.shape.protocol.otherRequirements.contains { $0.contains("tag()") }, "\(report.shape.protocol.otherRequirements)")
        let provided = report.findings.filter { $0.topic == "provided" }.map(\.value)
        XCTAssertEqual(provided, ["tag(), by Coordinator", "static tag(), by Coordinator", "start(_:), by Coordinator"])
    }

    func testChildrenKeptUnderAKeyByAMethodOfTheAppsAreKeptThroughIt() throws {
        var files = app
        files["App/Coordinator.swift"] = Self.bases.replacingOccurrences(
            of: "    func start() {}\n",
            with: "    func start() {}\n    func drop(_ child: FlowCoordinator) { children[child.tag()] = nil }\n")
        let shape = try detect(files).shape
        XCTAssertEqual(shape.protocol.children?.add, "start")
        XCTAssertEqual(shape.protocol.children?.addStarts, true)
        XCTAssertEqual(shape.protocol.children?.remove, "drop")
        XCTAssertNil(shape.parentProblem(parentClass: "AppCoordinator"))
    }

    func testAStaticRequirementIsNotMetByAnInstanceMember() throws {
        var files = app
        files["App/Coordinator.swift"] = Self.bases.replacingOccurrences(
            of: "    static func tag() -> String { String(describing: self) }\n", with: "")
        let report = try detect(files)
        XCTAssertTrue(report.shape.protocol.otherRequirements.contains("static func tag() -> String"), "\(report.shape.protocol.otherRequirements)")
        XCTAssertTrue(report.shape.requirementProblem?.contains("requires `static func tag() -> String`") == true, report.shape.requirementProblem ?? "nil")
    }

    func testAFlowsOwnDelegateIsDeclaredByTheFlowEvenOnABaseClass() throws {
        let report = try detect(app)
        XCTAssertEqual(report.shape.protocol.finish.delegatePerFlow, true)
        let conventions = RenderContext.Conventions(shape: report.shape, subject: RenderContext.Subject(try FlowName(parsing: "Zebra")))
        XCTAssertEqual(conventions.declaredFinishProperty?.type, "(any ZebraCoordinatorDelegate)?")
        XCTAssertEqual(conventions.declaredFinishProperty?.weak, true)
    }

    func testClassesInheritingThroughATypealiasOfAConformingBaseAreCoordinators() throws {
        let files: [String: String] = [
            "App/Coordinator.swift": """
                import UIKit

                protocol CoordinatorType: AnyObject { func start() }

                class Coordinator<Link, Session>: NSObject, CoordinatorType {
                    let session: Session
                    init(session: Session) { self.session = session }
                    func start() {}
                }

                typealias SessionCoordinator = Coordinator<String, Int>

                """,
            "App/AppCoordinator.swift": "import UIKit\n\nfinal class AppCoordinator: SessionCoordinator {\n    override func start() { FeedCoordinator(session: session).start() }\n}\n",
            "App/FeedCoordinator.swift": "import UIKit\n\nfinal class FeedCoordinator: SessionCoordinator {}\n",
            "App/SceneDelegate.swift":
                "import UIKit\n\nfinal class SceneDelegate: UIResponder {\n    func connect() { AppCoordinator(session: 1).start() }\n}\n",
        ]
        let index = DeclarationIndex(files: files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
        let names = CoordinatorConformances(index: index, protocolName: "CoordinatorType").coordinators.map(\.type.name).sorted()
        XCTAssertEqual(names, ["AppCoordinator", "FeedCoordinator"])
    }
}
