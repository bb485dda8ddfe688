import XCTest

@testable import CoordgenKit

/// A base class the flows subclass beside their protocol, its only designated initialiser, and the
/// navigation controller a router exposes: read on small in-memory apps, one decision at a time.
final class BaseClassBesideProtocolTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("beside")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect()
    }

    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private let protocols = """
        import UIKit

        protocol Coordinatable: AnyObject {
            func start()
        }

        protocol Routable: AnyObject {
            func push(_ controller: UIViewController, animated: Bool)
            func pop(animated: Bool)
        }

        """

    private func flow(_ name: String, base: String = "BaseCoordinator") -> String {
        """
        protocol \(name)Coordinator: Coordinatable {}

        final class \(name)CoordinatorImpl: \(base), \(name)Coordinator {
            func start() {}
        }

        """
    }

    func testTheClassMostFlowsSubclassIsRecordedAsABaseThatDoesNotConform() throws {
        let report = try detect([
            "App/Protocols.swift": protocols,
            "App/BaseCoordinator.swift": """
            class BaseCoordinator {
                let router: Routable
                init(router: Routable) { self.router = router }
            }

            """,
            "App/App.swift": flow("App"), "App/Cart.swift": flow("Cart"),
        ])
        let shape = report.shape.protocol
        XCTAssertEqual(shape.name, "Coordinatable")
        XCTAssertEqual(shape.baseClass, "BaseCoordinator")
        XCTAssertEqual(shape.baseClassConforms, false)
        // Its one designated initialiser is what a new flow takes and hands on.
        XCTAssertEqual(shape.initializers.map(\.signature), ["init(router: Routable)"])
        XCTAssertEqual(shape.passedToBaseInit, ["router"])
        XCTAssertTrue(report.findings.contains { $0.topic == "base class" && $0.value.contains("2 of 2 coordinators subclass it") })
    }

    func testABaseOnlyOneFlowSubclassesIsNotRecorded() throws {
        let report = try detect([
            "App/Protocols.swift": protocols,
            "App/BaseCoordinator.swift": "class BaseCoordinator {}\n",
            "App/App.swift": flow("App"),
            "App/Cart.swift": "protocol CartCoordinator: Coordinatable {}\nfinal class CartCoordinatorImpl: CartCoordinator { func start() {} }\n",
        ])
        XCTAssertNil(report.shape.protocol.baseClass)
        XCTAssertNil(report.shape.protocol.baseClassConforms)
    }

    func testABaseThatCanBeMadeWithoutArgumentsIsNotRecorded() throws {
        let report = try detect([
            "App/Protocols.swift": protocols,
            "App/BaseCoordinator.swift": """
            class BaseCoordinator {
                var children: [Coordinatable] = []
                init() {}
                init(children: [Coordinatable]) { self.children = children }
            }

            """,
            "App/App.swift": flow("App"), "App/Cart.swift": flow("Cart"),
        ])
        // A flow need not subclass it to be made: it is left out, as before.
        XCTAssertNil(report.shape.protocol.baseClass)
        XCTAssertNil(report.shape.protocol.baseClassConforms)
        XCTAssertNil(report.shape.protocol.passedToBaseInit)
    }

    func testARouterWhosePushTakesAModuleProtocolIsReachedThroughTheNavigationControllerItExposes() throws {
        let index = index([
            "Router.swift": """
            import UIKit
            protocol Presentable { func toPresent() -> UIViewController }
            protocol RouterType: AnyObject {
                var navigationController: UINavigationController { get }
                func push(_ module: Presentable, animated: Bool)
                func popModule(animated: Bool)
            }
            class BaseCoordinator {
                let router: RouterType
                init(router: RouterType) { self.router = router }
            }

            """
        ])
        let router = try XCTUnwrap(HeldRouter.inherited(fromBase: "BaseCoordinator", index: index))
        XCTAssertEqual(router.access, "router")
        XCTAssertEqual(router.declaredBy, "BaseCoordinator")
        XCTAssertEqual(router.pushCall, "navigationController.pushViewController(viewController, animated: true)")
        XCTAssertEqual(router.popCall, "navigationController.popViewController(animated: true)")
        XCTAssertFalse(router.presentsOnly)
    }

    func testARouterTakingViewControllersIsCalledItselfAndOneExposingNothingIsNoRouter() throws {
        let index = index([
            "Router.swift": """
            import UIKit
            protocol Presentable {}
            protocol Routable: AnyObject {
                var navigationController: UINavigationController { get }
                func push(_ controller: UIViewController, animated: Bool)
                func pop(animated: Bool)
            }
            protocol Opaque: AnyObject { func push(_ module: Presentable) }
            class BaseCoordinator { let router: Routable; init(router: Routable) { self.router = router } }
            class OtherBase { let router: Opaque; init(router: Opaque) { self.router = router } }

            """
        ])
        XCTAssertEqual(HeldRouter.inherited(fromBase: "BaseCoordinator", index: index)?.pushCall, "push(viewController, animated: true)")
        XCTAssertNil(HeldRouter.inherited(fromBase: "OtherBase", index: index))
    }
}
