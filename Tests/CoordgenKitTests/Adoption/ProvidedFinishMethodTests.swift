import XCTest

@testable import CoordgenKit

/// Where the app has no finish delegate or closure, a method written once for every coordinator that
/// hands the coordinator to its parent (`didDeinit()`: `parent?.removeChild(coordinator: self)`) is how its
/// flows end: `init` records it and a new flow calls it. Read on small in-memory apps.
final class ProvidedFinishMethodTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("provided-finish")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(extensionBody: String) throws -> AdoptionReport {
        let files = [
            "App/Coordinator.swift": """
            import UIKit

            protocol Coordinator: AnyObject {
                var parent: Coordinator? { get set }
                var childCoordinators: [Coordinator] { get set }
                var navigationController: UINavigationController? { get set }
                func start()
            }

            extension Coordinator {
                func removeChild(coordinator: Coordinator) {
                    childCoordinators = childCoordinators.filter { $0 !== coordinator }
                }
            \(extensionBody)
            }

            """,
            "App/AppCoordinator.swift": """
            import UIKit

            final class AppCoordinator: Coordinator {
                weak var parent: Coordinator?
                var childCoordinators: [Coordinator] = []
                var navigationController: UINavigationController?
                func start() {}
            }

            """,
        ]
        return try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: AdoptionChoices())
    }

    func testAMethodHandingTheCoordinatorToItsParentIsTheFinish() throws {
        let report = try detect(extensionBody: """
                func didDeinit() {
                    parent?.removeChild(coordinator: self)
                }
            """)
        XCTAssertEqual(report.shape.protocol.finish.kind, .none)
        XCTAssertEqual(report.shape.protocol.providedFinish, "didDeinit")
        let finding = report.findings.first { $0.topic == "finish" }?.value ?? ""
        XCTAssertTrue(finding.contains("didDeinit()") && finding.contains("parent?.removeChild(coordinator: self)"), finding)
    }

    func testAMethodThatPassesSelfToNothingThatRemovesIsNotTheFinish() throws {
        let report = try detect(extensionBody: """
                func log() {
                    parent?.record(self)
                }
            """)
        XCTAssertNil(report.shape.protocol.providedFinish)
        let finding = report.findings.first { $0.topic == "finish" }?.value ?? ""
        XCTAssertTrue(finding.hasPrefix("none"), finding)
    }

    func testAMethodTakingAnArgumentIsNotTheFinish() throws {
        let report = try detect(extensionBody: """
                func finishChild(_ child: Coordinator) {
                    parent?.removeChild(coordinator: self)
                }
            """)
        XCTAssertNil(report.shape.protocol.providedFinish)
    }
}
