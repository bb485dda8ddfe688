import XCTest

@testable import CoordgenKit

/// Detection of UIKit shapes first met outside the corpus, on small in-memory apps.
final class UnseenUIKitShapesDetectionTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("unseen-uikit")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String], choices: AdoptionChoices = AdoptionChoices()) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: choices)
    }

    /// `HomeCoordinatingLogic` names the flow `Home` as `HomeCoordinator` would: the naming is
    /// `{Name}CoordinatingLogic`, so `--like Home` finds the class.
    func testCoordinatingLogicClassesNameTheirFlow() {
        XCTAssertEqual(NamingSchemeDetector.flowName(inProtocol: "HomeCoordinatingLogic"), "Home")
        XCTAssertEqual(NamingSchemeDetector.flowName(inProtocol: "HomeCoordinatorProtocol"), "Home")
        XCTAssertNil(NamingSchemeDetector.flowName(inProtocol: "CoordinatingLogic"))
    }

    /// The flows subclass a library's navigation coordinator, the root a library's window coordinator
    /// (through typealiases): the root is the one class named like a root that starts flows and that no
    /// flow starts, though it is not one of the flows' kind.
    func testARootOnAnotherBaseThanTheFlowsIsFoundByItsName() throws {
        let report = try detect([
            "App/Aliases.swift": """
            import Toolkit

            typealias WindowCoordinator = Toolkit.WindowCoordinator<Route>
            typealias NavigationCoordinator = Toolkit.NavigationCoordinator<Route>

            """,
            "App/AppCoordinator.swift": """
            import UIKit

            final class AppCoordinator: WindowCoordinator {
                func begin() {
                    let orders = OrdersCoordinator(navigationController: UINavigationController())
                    orders.start()
                }
            }

            """,
            "App/Flows/OrdersCoordinator.swift": """
            import UIKit

            final class OrdersCoordinator: NavigationCoordinator {
                func openBasket() { BasketCoordinator(navigationController: UINavigationController()).start() }
            }

            """,
            "App/Flows/BasketCoordinator.swift": """
            import UIKit

            final class BasketCoordinator: NavigationCoordinator {}

            """,
        ])
        XCTAssertEqual(report.shape.naming.root, "AppCoordinator")
        XCTAssertTrue(
            report.findings.contains { $0.topic == "root" && $0.value.contains("subclasses another base than the flows") }, "\(report.findings)")
    }
}
