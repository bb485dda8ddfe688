import XCTest

@testable import CoordgenKit

/// A protocol whose flows start through `startFlow()`-like methods: init records the method, the
/// requirement no longer blocks generation, the parent's start call makes an edge, and the recorded name
/// is checked when `.coordgen.yml` is read.
final class StartUnderAnotherNameTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("start-under-another-name")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: AdoptionChoices())
    }

    private func app(requirements: String, extra: [String: String] = [:]) -> [String: String] {
        func flow(_ name: String, starting child: String? = nil) -> String {
            let starts = child.map { "let child = \($0)Coordinator(navigationController: navigationController); child.startJourney()" } ?? ""
            return """
                import UIKit

                final class \(name)Coordinator: Coordinator {
                  let navigationController: UINavigationController
                  init(navigationController: UINavigationController) { self.navigationController = navigationController }
                  func startJourney() { \(starts) }
                  func startOver() { print("\(name)") }
                }

                """
        }
        return [
            "App/Coordinator.swift": "import UIKit\n\nprotocol Coordinator: AnyObject {\n  var navigationController: UINavigationController { get }\n\(requirements)}\n",
            "App/AppCoordinator.swift": flow("App", starting: "Docks"),
            "App/DocksCoordinator.swift": flow("Docks"),
            "App/SceneDelegate.swift":
                "import UIKit\n\nfinal class SceneDelegate: UIResponder {\n  var coordinator: AppCoordinator?\n  func connect() { coordinator = AppCoordinator(navigationController: UINavigationController()); coordinator?.startJourney() }\n}\n",
        ].merging(extra) { $1 }
    }

    func testTheOneStartLikeRequirementIsHowFlowsStart() throws {
        let report = try detect(app(requirements: "  func startJourney()\n"))
        XCTAssertEqual(report.shape.protocol.startMethod, "startJourney")
        XCTAssertEqual(report.shape.protocol.startName, "startJourney")
        let finding = try XCTUnwrap(report.findings.first { $0.topic == "start" })
        XCTAssertTrue(finding.value.hasPrefix("Coordinator's flows start with startJourney()"), finding.value)
        XCTAssertNil(report.shape.requirementProblem)
    }

    func testWithoutTheRecordTheSameRequirementIsRefused() throws {
        var shape = try detect(app(requirements: "  func startJourney()\n")).shape
        shape.protocol.startMethod = nil
        XCTAssertTrue(shape.requirementProblem?.contains("requires `func startJourney()`") == true, shape.requirementProblem ?? "nil")
    }

    func testTwoStartLikeRequirementsLeaveTheChoiceOpen() throws {
        let report = try detect(app(requirements: "  func startJourney()\n  func startOver()\n"))
        XCTAssertNil(report.shape.protocol.startMethod)
        XCTAssertFalse(report.findings.contains { $0.topic == "start" && $0.value.contains("start with") })
    }

    func testAPlainStartBesideItKeepsStart() throws {
        let report = try detect(app(requirements: "  func start()\n  func startJourney()\n"))
        XCTAssertNil(report.shape.protocol.startMethod)
    }

    func testAMethodWithArgumentsOrAResultOrALowercaseWordIsNoStart() throws {
        for requirement in ["  func startJourney(animated: Bool)\n", "  func startJourney() -> UIViewController\n", "  func started()\n"] {
            XCTAssertNil(try detect(app(requirements: requirement)).shape.protocol.startMethod, requirement)
        }
    }

    func testAnExtensionImplementingItMakesItNoEntryPoint() throws {
        let provided = ["App/Coordinator+Start.swift": "extension Coordinator {\n  func startJourney() {}\n}\n"]
        XCTAssertNil(try detect(app(requirements: "  func startJourney()\n", extra: provided)).shape.protocol.startMethod)
    }

    func testTheParentsStartCallIsAnEdgeUnderTheRecordedConventions() throws {
        let report = try detect(app(requirements: "  func startJourney()\n"))
        let conventions = AnalysisConventions.recorded(report.shape.protocol, naming: nil)
        XCTAssertTrue(conventions.startMethods.contains("startJourney"))
        XCTAssertTrue(conventions.startMethods.contains("start"))
        XCTAssertFalse(AnalysisConventions.heuristic.startMethods.contains("startJourney"))
    }

    func testAConfigNamingNoIdentifierIsRefusedInOneLine() {
        let text = """
            name: Harbor
            style: uikit
            paths: {coordinators: C, screens: S, tests: T}
            shape:
              name: Coordinator
              classBound: true
              mainActor: false
              finish: {kind: none}
              initializers: []
              otherRequirements: [func startCoordinator()]
              providesFinish: false
              providesFindCoordinator: false
              startMethod: start coordinator

            """
        XCTAssertThrowsError(try Project.parseConfig(text, fileName: ".coordgen.yml")) { error in
            XCTAssertTrue("\(error)".contains("'shape.startMethod' must be a Swift identifier"), "\(error)")
            XCTAssertFalse("\(error)".contains("\n"), "\(error)")
        }
    }

    func testTheRecordedNameMustBeAnIdentifier() {
        XCTAssertTrue(ConfigMapping.isIdentifier("startFlow"))
        XCTAssertTrue(ConfigMapping.isIdentifier("_begin2"))
        for bad in ["start flow", "2start", "start()", "", "func", "start;exit(0)"] {
            XCTAssertFalse(ConfigMapping.isIdentifier(bad), bad)
        }
    }

    /// `protocol PageFlow { init(navigationController:); func begin(); func begin(animated:) }` with the
    /// overload implemented by an extension, and classes named `…Flow`: found without `--protocol`,
    /// its flows begin with `begin()`, and they are named `{Name}Flow`.
    private func flowsThatBegin(entry: String = "begin", providingOverload: Bool = true) -> [String: String] {
        func flow(_ name: String, starting child: String? = nil) -> String {
            let starts = child.map { "\($0)Flow(navigationController: navigationController).\(entry)()" } ?? ""
            return """
                import UIKit

                final class \(name)Flow: PageFlow {
                  let navigationController: UINavigationController
                  init(navigationController: UINavigationController) { self.navigationController = navigationController }
                  func \(entry)() { \(starts) }
                }

                """
        }
        let overload = providingOverload ? "extension PageFlow {\n  func \(entry)(animated: Bool) { \(entry)() }\n}\n" : ""
        return [
            "App/PageFlow.swift":
                "import UIKit\n\nprotocol PageFlow {\n  init(navigationController: UINavigationController)\n  func \(entry)()\n  func \(entry)(animated: Bool)\n}\n\n\(overload)",
            "App/HomeFlow.swift": flow("Home", starting: "Basket"),
            "App/BasketFlow.swift": flow("Basket"),
            "App/AppDelegate.swift":
                "import UIKit\n\nfinal class AppDelegate: UIResponder {\n  var flow: HomeFlow?\n  func launch() { flow = HomeFlow(navigationController: UINavigationController()); flow?.\(entry)(animated: false) }\n}\n",
        ]
    }

    func testAFlowProtocolBegunThroughAnOverloadItsExtensionImplementsIsAdopted() throws {
        let report = try detect(flowsThatBegin())
        XCTAssertEqual(report.shape.protocol.name, "PageFlow")
        XCTAssertEqual(report.shape.protocol.startMethod, "begin")
        XCTAssertEqual(report.shape.naming.flowClass, "{Name}Flow")
        XCTAssertNil(report.shape.requirementProblem)
    }

    func testLaunchIsAnEntryVerbToo() throws {
        XCTAssertEqual(try detect(flowsThatBegin(entry: "launch")).shape.protocol.startMethod, "launch")
    }

    func testWithoutTheExtensionTheOverloadIsARequirementToo() throws {
        let report = try detect(flowsThatBegin(providingOverload: false))
        XCTAssertEqual(report.shape.protocol.startMethod, "begin")
        XCTAssertTrue(report.shape.requirementProblem?.contains("begin(animated: Bool)") == true, report.shape.requirementProblem ?? "nil")
    }

    func testEntryVerbsAreWholeWords() {
        for name in ["begin", "launch", "startFlow", "beginJourney", "launchCoordinator"] {
            XCTAssertTrue(StartUnderAnotherName.isStartLike(name), name)
        }
        for name in ["start", "beginning", "launcher", "started", "restart", "run"] {
            XCTAssertFalse(StartUnderAnotherName.isStartLike(name), name)
        }
    }

    func testClassesAreNamedAfterTheLastWordOfTheirProtocol() {
        XCTAssertEqual(NamingSchemeDetector.lastWord(of: "ScreenFlow"), "Flow")
        XCTAssertEqual(NamingSchemeDetector.lastWord(of: "AppFlowController"), "Controller")
        XCTAssertNil(NamingSchemeDetector.lastWord(of: "Flow"))
        XCTAssertNil(NamingSchemeDetector.lastWord(of: "PageUI"), "a last word of two letters says nothing")
    }
}
