import XCTest

@testable import CoordgenKit

/// A get-only property the protocol requires (`var rootViewController: UIViewController { get }`) that
/// the coordinators compute alike from their navigation controller, in the class or in the extension
/// that conforms: a new coordinator computes it the same way instead of taking it in its initialiser
/// from a parent that may not have it.
final class SiblingComputedPropertyTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("sibling-computed-property")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func app(secondBody: String = "navigationController") -> [String: String] {
        func flow(_ name: String, body: String) -> String {
            """
            import UIKit

            final class \(name)Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
            }

            extension \(name)Coordinator: RootCoordinator {
                var rootViewController: UIViewController { \(body) }
                func start() {}
            }

            """
        }
        return [
            "App/RootCoordinator.swift": "import UIKit\n\nprotocol RootCoordinator {\n    var rootViewController: UIViewController { get }\n    func start()\n}\n",
            "App/SignInCoordinator.swift": flow("SignIn", body: "navigationController"),
            "App/MemberCoordinator.swift": flow("Member", body: secondBody),
            "App/SceneDelegate.swift": """
                import UIKit

                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var coordinator: RootCoordinator?
                    func connect() { coordinator = SignInCoordinator(navigationController: UINavigationController()); coordinator?.start() }
                }

                """,
        ]
    }

    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: AdoptionChoices())
    }

    func testThePropertyIsComputedLikeTheSiblingsCompute() throws {
        let report = try detect(app())
        XCTAssertEqual(report.shape.protocol.implementedLikeSiblings ?? [], ["var rootViewController: UIViewController { navigationController }"])
        XCTAssertFalse((report.shape.protocol.properties ?? []).contains { $0.name == "rootViewController" })
        let finding = try XCTUnwrap(report.findings.first { $0.topic == "written like the coordinators" })
        XCTAssertTrue(finding.value.hasPrefix("rootViewController: 2 of 2 coordinators compute it alike"), finding.value)
    }

    func testSiblingsComputingItOtherwiseLeaveItToTheInitialiser() throws {
        let report = try detect(app(secondBody: "navigationController.topViewController ?? navigationController"))
        XCTAssertNil(report.shape.protocol.implementedLikeSiblings)
        XCTAssertTrue((report.shape.protocol.properties ?? []).contains { $0.name == "rootViewController" })
    }
}
