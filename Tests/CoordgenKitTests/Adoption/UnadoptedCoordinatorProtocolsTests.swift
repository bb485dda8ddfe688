import XCTest

@testable import CoordgenKit

/// A coordinator protocol no type conforms to is set aside where the coordinators share another shape,
/// and kept where they share none.
final class UnadoptedCoordinatorProtocolsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("unadopted")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String], choices: AdoptionChoices = AdoptionChoices()) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: choices)
    }

    private let leftover = """
        protocol Coordinator: AnyObject {
          func start()
        }

        """

    private let resultBase = """
        import RxSwift

        class BaseCoordinator<ResultType> {
          let disposeBag = DisposeBag()
          func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> { coordinator.start() }
          func start() -> Observable<ResultType> { fatalError() }
        }

        """

    private func resultFlow(_ name: String, starting child: String? = nil) -> String {
        let starts = child.map { "coordinate(to: \($0)Coordinator()).subscribe().disposed(by: disposeBag); " } ?? ""
        return "import RxSwift\n\nfinal class \(name)Coordinator: BaseCoordinator<Void> {\n  override func start() -> Observable<Void> { \(starts)return .never() }\n}\n"
    }

    private var resultBaseApp: [String: String] {
        [
            "App/Coordinator.swift": leftover,
            "App/BaseCoordinator.swift": resultBase,
            "App/AppCoordinator.swift": resultFlow("App", starting: "Orders"),
            "App/OrdersCoordinator.swift": resultFlow("Orders"),
            "App/CartCoordinator.swift": resultFlow("Cart"),
        ]
    }

    func testAProtocolNoTypeConformsToGivesWayToTheResultBase() throws {
        let report = try detect(resultBaseApp)
        XCTAssertEqual(report.shape.protocol.resultBase?.baseClass, "BaseCoordinator")
        XCTAssertEqual(report.shape.naming.root, "AppCoordinator")
        let setAside = try XCTUnwrap(report.findings.first { $0.topic == "set aside" })
        XCTAssertTrue(setAside.value.hasPrefix("Coordinator: declared, but no type of the app conforms to it"), setAside.value)
        XCTAssertTrue(setAside.value.contains("the generic base class BaseCoordinator"), setAside.value)
        XCTAssertEqual(setAside.source?.file, "App/Coordinator.swift")
    }

    func testAProtocolOneCoordinatorConformsToIsNotSetAside() throws {
        var files = resultBaseApp
        files["App/CartCoordinator.swift"] = "final class CartCoordinator: Coordinator {\n  func start() {}\n}\n"
        let report = try? detect(files)
        XCTAssertNil(report?.shape.protocol.resultBase)
        XCTAssertFalse(report?.findings.contains { $0.topic == "set aside" } ?? false)
    }

    func testAProtocolNoTypeConformsToGivesWayToASharedBaseClass() throws {
        let flow = { (name: String) in
            "import UIKit\n\nfinal class \(name)Coordinator: NavigationCoordinator {\n  override func start() {}\n}\n"
        }
        let report = try detect([
            "App/Coordinator.swift": leftover,
            "App/NavigationCoordinator.swift": """
                import UIKit

                class NavigationCoordinator {
                  let navigationController = UINavigationController()
                  var children: [NavigationCoordinator] = []
                  func start() {}
                }

                """,
            "App/AppCoordinator.swift": flow("App"),
            "App/OrdersCoordinator.swift": flow("Orders"),
            "App/CartCoordinator.swift": flow("Cart"),
        ])
        XCTAssertEqual(report.shape.protocol.name, "NavigationCoordinator")
        let setAside = try XCTUnwrap(report.findings.first { $0.topic == "set aside" })
        XCTAssertTrue(setAside.value.contains("the base class NavigationCoordinator"), setAside.value)
    }

    func testAProtocolNoTypeConformsToIsAdoptedWhereTheCoordinatorsShareNothingElse() throws {
        let report = try detect(
            [
                "App/Coordinator.swift": "import UIKit\n\nprotocol Coordinator: AnyObject {\n  var navigationController: UINavigationController { get }\n  func start()\n}\n",
                "App/AppCoordinator.swift": "import UIKit\n\nfinal class AppCoordinator {\n  func start() {}\n}\n",
            ],
            choices: AdoptionChoices(root: "AppCoordinator"))
        XCTAssertEqual(report.shape.protocol.name, "Coordinator")
        XCTAssertFalse(report.findings.contains { $0.topic == "set aside" })
    }

    func testSplitKeepsOrderAndCountsStructConformers() throws {
        let index = DeclarationIndex(files: [
            SourceFile(path: "A.swift", text: "protocol FlowCoordinator { func start() }\nprotocol Coordinator: AnyObject { func start() }\n"),
            SourceFile(path: "B.swift", text: "struct OnboardingCoordinator: FlowCoordinator { func start() {} }\n"),
        ])
        let candidates = index.types.filter { $0.kind == .protocol }
        let split = UnadoptedCoordinatorProtocols(index: index).split(candidates)
        XCTAssertEqual(split.adopted.map(\.name), ["FlowCoordinator"])
        XCTAssertEqual(split.unadopted.map(\.name), ["Coordinator"])
        XCTAssertNil(UnadoptedCoordinatorProtocols(index: index).finding([], for: "x"))
    }
}
