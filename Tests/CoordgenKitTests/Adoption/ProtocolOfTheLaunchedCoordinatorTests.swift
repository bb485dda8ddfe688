import XCTest

@testable import CoordgenKit

/// Two coordinator protocols, one of them adopted by the coordinator the launch code creates
/// (`AppCoordinator: Coordinator` made in `SceneDelegate`) and the other by one flow of its own
/// (`SubCoordinator`): the launched one is evident, and `init` without a terminal picks it with a note
/// naming `--protocol`. Where the launch code creates conformers of both, it stays a question.
final class ProtocolOfTheLaunchedCoordinatorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("protocol-of-the-launched-coordinator")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func app(launching: [String]) -> [String: String] {
        let made = launching.map { "        let \($0.lowercased()) = \($0)Coordinator(navigationController: UINavigationController())\n        \($0.lowercased()).start()\n" }
            .joined()
        func coordinator(_ name: String, conforming protocolName: String) -> String {
            """
            import UIKit

            final class \(name)Coordinator: \(protocolName) {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {}
            }

            """
        }
        return [
            "App/Coordinator.swift": """
                import UIKit

                protocol Coordinator: AnyObject {
                    var navigationController: UINavigationController { get }
                    func start()
                }

                protocol SubCoordinator: AnyObject {
                    var navigationController: UINavigationController { get }
                    func start()
                }

                """,
            "App/AppCoordinator.swift": coordinator("App", conforming: "Coordinator"),
            "App/MainCoordinator.swift": coordinator("Main", conforming: "Coordinator"),
            "App/ExpenseCoordinator.swift": coordinator("Expense", conforming: "SubCoordinator"),
            "App/SceneDelegate.swift": "import UIKit\n\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    func connect() {\n\(made)    }\n}\n",
        ]
    }

    private func detect(_ files: [String: String]) throws -> (report: AdoptionReport, notes: [String]) {
        let detected = try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: AdoptionChoices(), choose: nil)
        return (detected.report, detected.notes)
    }

    func testTheProtocolTheLaunchedCoordinatorAdoptsIsPickedWithANote() throws {
        let (report, notes) = try detect(app(launching: ["App"]))
        XCTAssertEqual(report.shape.protocol.name, "Coordinator")
        XCTAssertEqual(
            notes,
            [
                "note: 2 coordinator protocols; picked Coordinator, the one AppCoordinator conforms to, which the launch code creates (App/SceneDelegate.swift) (--protocol chooses another; shape.name in .coordgen.yml)"
            ])
    }

    func testConformersOfBothCreatedAtLaunchLeaveTheQuestion() throws {
        XCTAssertThrowsError(try detect(app(launching: ["App", "Expense"]))) { error in
            guard case AdoptionError.ambiguous(let ambiguity) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(ambiguity.subject, .protocol)
            XCTAssertNil(ambiguity.evident)
        }
    }
}
