import XCTest

@testable import CoordgenKit

/// How flows end where each says it its own way: a delegate protocol per flow is recorded as patterns
/// (not one flow's protocol and arguments as everyone's), a finish closure that passes something back is
/// recorded with its type, and a shared one whose argument is not optional is refused in one line.
final class FinishPerFlowDetectionTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("finish-per-flow")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Detects the app of `files` and a root coordinator that starts nothing.
    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        let rootCoordinator = """
            import UIKit

            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                var childCoordinators: [Coordinator] = []
                func start() {}
            }
            """
        return try AppShapeDetector(
            sources: AppSources(root: root, texts: files.merging(["App/AppCoordinator.swift": rootCoordinator]) { a, _ in a })
        )
        .detect()
    }

    private static let coordinatorProtocol = """
        import UIKit

        protocol Coordinator: AnyObject {
            var navigationController: UINavigationController { get }
            var childCoordinators: [Coordinator] { get set }
            func start()
        }
        """

    /// A flow with its own delegate protocol, `method` its requirement (`{Flow}` for the flow's name).
    private static func flow(_ name: String, method: String) -> String {
        """
        import UIKit

        protocol \(name)CoordinatorDelegate: AnyObject {
            \(method)
        }

        final class \(name)Coordinator: Coordinator {
            let navigationController: UINavigationController
            var childCoordinators: [Coordinator] = []
            weak var delegate: \(name)CoordinatorDelegate?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
        }
        """
    }

    func testDelegateProtocolsPerFlowAreRecordedAsPatternsWithoutTheFlowsOwnArguments() throws {
        let report = try detect([
            "App/Coordinator.swift": Self.coordinatorProtocol,
            "App/LoginCoordinator.swift": Self.flow(
                "Login", method: "func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator, account: String)"),
            "App/CartCoordinator.swift": Self.flow("Cart", method: "func cartCoordinatorDidFinish(_ coordinator: CartCoordinator)"),
            "App/HelpCoordinator.swift": Self.flow("Help", method: "func helpCoordinatorDidFinish(_ coordinator: HelpCoordinator)"),
        ])
        let finish = report.shape.protocol.finish
        XCTAssertEqual(finish.kind, .delegate)
        XCTAssertEqual(finish.delegatePerFlow, true)
        XCTAssertEqual(finish.protocol, "{Name}CoordinatorDelegate")
        XCTAssertEqual(finish.flowMethod, "{name}CoordinatorDidFinish(_:)")
        XCTAssertNil(report.shape.coordinatorProblem(presentsModally: false), "no arity refusal")
        XCTAssertTrue(report.findings.contains { $0.value.contains("(account:) are theirs and are not copied") })
    }

    func testTheMethodPatternKeepsTheLabelOfTheCoordinatorWhereverItStands() throws {
        let report = try detect([
            "App/Coordinator.swift": Self.coordinatorProtocol,
            "App/LoginCoordinator.swift": Self.flow("Login", method: "func didFinish(account: String, in coordinator: LoginCoordinator)"),
            "App/CartCoordinator.swift": Self.flow("Cart", method: "func didFinish(total: Int, in coordinator: CartCoordinator)"),
        ])
        XCTAssertEqual(report.shape.protocol.finish.flowMethod, "didFinish(in:)")
        let perFlow = try XCTUnwrap(PerFlowDelegateFinish(report.shape.protocol.finish))
        XCTAssertEqual(
            perFlow.requirement(flowClass: "ZebraCoordinator", stem: "Zebra"), "func didFinish(in coordinator: ZebraCoordinator)")
        XCTAssertEqual(perFlow.protocolName(for: "Zebra"), "ZebraCoordinatorDelegate")
    }

    func testACoordinatorPassedAsTheProtocolIsTheOneTheMethodTakes() throws {
        let report = try detect([
            "App/Coordinator.swift": Self.coordinatorProtocol,
            "App/LoginCoordinator.swift": Self.flow("Login", method: "func didFinishLogin(coordinator: Coordinator, with token: String)"),
            "App/CartCoordinator.swift": Self.flow("Cart", method: "func didFinishCart(coordinator: Coordinator)"),
        ])
        XCTAssertEqual(report.shape.protocol.finish.flowMethod, "didFinish{Name}(coordinator:)")
        let perFlow = try XCTUnwrap(PerFlowDelegateFinish(report.shape.protocol.finish))
        XCTAssertEqual(
            perFlow.requirement(flowClass: "ZebraCoordinator", stem: "Zebra"), "func didFinishZebra(coordinator: ZebraCoordinator)")
    }

    /// One flow's delegate whose method takes that flow's class cannot be a new flow's: it is recorded per
    /// flow, so a new flow declares its own. One whose method names no flow's class stays everyone's.
    func testOneFlowsDelegateIsAPatternOnlyWhereItsMethodTakesThatFlowsClass() throws {
        let typedByItsClass = try detect([
            "App/Coordinator.swift": Self.coordinatorProtocol,
            "App/LoginCoordinator.swift": Self.flow("Login", method: "func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator)"),
        ])
        XCTAssertNotNil(typedByItsClass.shape.protocol.finish.delegatePerFlow)
        let perFlow = try XCTUnwrap(PerFlowDelegateFinish(typedByItsClass.shape.protocol.finish))
        XCTAssertEqual(perFlow.protocolName(for: "Zebra"), "ZebraCoordinatorDelegate")

        let typedByTheProtocol = try detect([
            "App/Coordinator.swift": Self.coordinatorProtocol,
            "App/LoginCoordinator.swift": Self.flow("Login", method: "func loginCoordinatorDidFinish(_ coordinator: Coordinator)"),
        ])
        XCTAssertNil(typedByTheProtocol.shape.protocol.finish.delegatePerFlow)
    }

    func testAClosureTheProtocolFixesIsCalledWithNilOrRefusedInOneLine() throws {
        func shape(closureType: String, arguments: [String]? = nil) throws -> AppShape {
            var shape = try detect([
                "App/Coordinator.swift": Self.coordinatorProtocol,
                "App/LoginCoordinator.swift": Self.flow("Login", method: "func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator)"),
            ]).shape
            shape.protocol.finish = FinishMechanism(
                kind: .closure, property: "onFinish", closureType: closureType, closureArguments: arguments)
            return shape
        }
        XCTAssertNil(try shape(closureType: "((String?) -> Void)?").coordinatorProblem(presentsModally: false))
        let withOptional = try XCTUnwrap(FinishClosureWithArguments(try shape(closureType: "((String?, Int?) -> Void)?").protocol.finish))
        XCTAssertEqual(withOptional.arguments, ["nil", "nil"])
        let problem = try XCTUnwrap(try shape(closureType: "((String) -> Void)?").coordinatorProblem(presentsModally: false))
        XCTAssertFalse(problem.contains("\n"))
        XCTAssertTrue(problem.contains("shape.finish.closureArguments in .coordgen.yml"), problem)
        XCTAssertNil(try shape(closureType: "((String) -> Void)?", arguments: ["\"\""]).coordinatorProblem(presentsModally: false))
    }

    func testAClosureSignatureIsReadAsSwiftReadsIt() throws {
        let signature = try XCTUnwrap(FinishClosureSignature("((_ list: ItemList?, Result<Int, Error>) -> Void)?"))
        XCTAssertEqual(signature.parameters, ["ItemList?", "Result<Int, Error>"])
        XCTAssertEqual(signature.typeNames, ["ItemList", "Result", "Int", "Error"])
        XCTAssertFalse(signature.parametersAreOptional)
        XCTAssertEqual(FinishClosureSignature("(() -> Void)?")?.parameters, [])
        XCTAssertNil(FinishClosureSignature("String"))
    }
}
