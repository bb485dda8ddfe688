import XCTest

@testable import CoordgenKit

/// What a coordinator protocol leaves to a base class, an output protocol, a router and factories, or a
/// SwiftUI route enum is read into the shape as data, in the app's own spelling — not only coordgen's.
final class FamilyShapeDetectorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("family")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect()
    }

    /// The "ApplicationCoordinator" layout: `store`/`free` in the base class, `finishFlow` in a per-flow
    /// output protocol, a router whose methods are `setRootModule`, `popModule`, `dismissModule`, and a
    /// coordinator factory and module factory passed to every flow.
    func testARouterFamilyAppIsReadInItsOwnSpelling() throws {
        let report = try detect([
            "App/Core/Coordinator.swift": """
            protocol Coordinator: AnyObject {
                func start()
            }

            class BaseCoordinator: Coordinator {
                var children: [Coordinator] = []
                func start() {}
                func store(_ coordinator: Coordinator) {
                    guard !children.contains(where: { $0 === coordinator }) else { return }
                    children.append(coordinator)
                }
                func free(_ coordinator: Coordinator?) {
                    children.removeAll { $0 === coordinator }
                }
            }

            protocol FlowOutput: AnyObject {
                var finishFlow: (() -> Void)? { get set }
            }
            """,
            "App/Core/Router.swift": """
            import UIKit

            protocol Routing: AnyObject {
                func setRootModule(_ module: UIViewController)
                func push(_ module: UIViewController)
                func present(_ module: UIViewController)
                func popModule()
                func popToRootModule()
                func dismissModule()
            }

            final class RouterImp: Routing {
                func setRootModule(_ module: UIViewController) {}
                func push(_ module: UIViewController) {}
                func present(_ module: UIViewController) {}
                func popModule() {}
                func popToRootModule() {}
                func dismissModule() {}
            }
            """,
            "App/Core/Factories.swift": """
            import UIKit

            protocol FlowFactory {
                func buildAuthFlow(router: Routing) -> AuthFlow
                func buildFeedFlow(router: Routing) -> AuthFlow
            }

            final class FlowFactoryImp: FlowFactory {
                func buildAuthFlow(router: Routing) -> AuthFlow { fatalError() }
                func buildFeedFlow(router: Routing) -> AuthFlow { fatalError() }
            }

            protocol ModuleFactory {
                func buildLoginModule() -> LoginController
                func buildSignUpModule() -> LoginController
            }

            final class ModuleFactoryImp: ModuleFactory {
                func buildLoginModule() -> LoginController { LoginController() }
                func buildSignUpModule() -> LoginController { LoginController() }
            }
            """,
            "App/Flows/AuthFlow.swift": flow("AuthFlow"),
            "App/Flows/FeedFlow.swift": flow("FeedFlow"),
            "App/Flows/AppFlow.swift": """
            final class AppFlow: BaseCoordinator {}
            """,
            "App/Screens/LoginController.swift": """
            import UIKit

            final class LoginController: UIViewController {}
            """,
        ])
        let shape = report.shape.protocol
        XCTAssertEqual(shape.baseClass, "BaseCoordinator")
        XCTAssertEqual(
            shape.children, ChildrenShape(name: "children", collection: .array, element: "Coordinator", add: "store", remove: "free"))
        XCTAssertEqual(
            shape.finish, FinishMechanism(kind: .closure, protocol: "FlowOutput", property: "finishFlow", closureType: "(() -> Void)?"))
        XCTAssertEqual(shape.initializers.first?.signature, "init(router: Routing, modules: ModuleFactory, flows: FlowFactory)")
        XCTAssertEqual(
            shape.router,
            RouterShape(
                property: "router", type: "Routing", implementation: "RouterImp", setRoot: "setRootModule", push: "push",
                present: "present",
                pop: "popModule", dismiss: "dismissModule", popArguments: "", dismissArguments: "", pushCompletion: false))
        XCTAssertEqual(
            shape.coordinatorFactory,
            FactoryShape(protocol: "FlowFactory", implementation: "FlowFactoryImp", property: "flows", method: "build{Name}Flow"))
        XCTAssertEqual(
            shape.screenFactory,
            FactoryShape(protocol: "ModuleFactory", implementation: "ModuleFactoryImp", property: "modules", method: "build{Name}Module"))
        XCTAssertNil(shape.routes)
        XCTAssertEqual(report.config.style, .router, "the router style's templates call the app's router and factories as recorded")
        XCTAssertEqual(
            Style.uikit.definition.shapeProblem(report.shape),
            "the uikit style's templates cannot write this shape: it shows screens through a navigation controller, not a router; the router style's templates write one (shape.router in .coordgen.yml)"
        )
        XCTAssertFalse(report.undecided.contains { $0.hasPrefix("no navigation controller property") }, "\(report.undecided)")
    }

    /// A SwiftUI app whose coordinators share one app-wide `Route` enum, show it with `pushScreen(_:)` and
    /// keep the path in a `PathRouter`: the route enum is recorded as it is, and not per flow.
    func testASwiftUIRouteEnumIsReadInItsOwnSpelling() throws {
        let report = try detect([
            "App/Coordinator.swift": """
            import SwiftUI

            enum Route: Hashable {
                case home
            }

            final class PathRouter: ObservableObject {
                @Published var path: [Route] = []
            }

            class FlowCoordinator {
                let pathRouter: PathRouter
                var childFlows: [FlowCoordinator] = []
                var didComplete: (() -> Void)?

                init(pathRouter: PathRouter) {
                    self.pathRouter = pathRouter
                }

                func keep(_ child: FlowCoordinator) { childFlows.append(child) }
                func release(_ child: FlowCoordinator?) { childFlows.removeAll { $0 === child } }
                func popScreen() {}
                func dismissSheet() {}
            }

            protocol Coordinator: FlowCoordinator {
                associatedtype Screen: Hashable
                associatedtype Content: View
                var start: Screen { get }
                @ViewBuilder func build(screen: Screen) -> Content
            }

            extension Coordinator {
                func pushScreen(_ screen: Screen) {}
                func presentSheet(_ screen: Screen) {}
            }

            final class AppCoordinator: FlowCoordinator, Coordinator {
                var start: Route { .home }
                func build(screen: Route) -> some View { HomeView() }
            }

            struct HomeView: View {
                var body: some View { Text("Home") }
            }
            """
        ])
        let shape = report.shape.protocol
        XCTAssertEqual(shape.superclass, "FlowCoordinator")
        XCTAssertEqual(shape.baseClass, "FlowCoordinator")
        XCTAssertTrue(shape.classBound)
        XCTAssertEqual(
            shape.children,
            ChildrenShape(name: "childFlows", collection: .array, element: "FlowCoordinator", add: "keep", remove: "release"))
        XCTAssertEqual(shape.finish, FinishMechanism(kind: .closure, property: "didComplete", closureType: "(() -> Void)?"))
        XCTAssertEqual(shape.initializers.first?.signature, "init(pathRouter: PathRouter)")
        let routes = try XCTUnwrap(shape.routes)
        XCTAssertEqual(routes.enum, "Route")
        XCTAssertFalse(routes.perFlow, "the coordinators use the app's Route, not an enum of their own")
        XCTAssertEqual(routes.firstRoute, "start")
        XCTAssertEqual(routes.viewBuilder, "build(screen:)")
        XCTAssertEqual(routes.navigator, PropertyRequirement(name: "pathRouter", type: "PathRouter", settable: false))
        XCTAssertEqual(
            [routes.push, routes.present, routes.pop, routes.dismiss], ["pushScreen", "presentSheet", "popScreen", "dismissSheet"])
        XCTAssertEqual(shape.otherRequirements, [], "the route enum accounts for every requirement")
        XCTAssertEqual(report.config.style, .swiftui, "a route enum is the swiftui family, whose templates refuse what they cannot write")
        XCTAssertEqual(Style.swiftui.definition.shapeProblem(report.shape)?.hasSuffix("(shape.routes.perFlow in .coordgen.yml)"), true)
        XCTAssertEqual(report.shape.naming.screen, "{Name}View")
    }

    /// A flow of the router-family app: its output closure, the router and both factories.
    private func flow(_ name: String) -> String {
        """
        final class \(name): BaseCoordinator, FlowOutput {
            var finishFlow: (() -> Void)?
            private let router: Routing
            private let modules: ModuleFactory
            private let flows: FlowFactory

            init(router: Routing, modules: ModuleFactory, flows: FlowFactory) {
                self.router = router
                self.modules = modules
                self.flows = flows
            }
        }
        """
    }

    /// The words the factory methods share around the flow's name make the pattern.
    func testFactoryMethodPatterns() {
        XCTAssertEqual(FamilyShapeDetector.pattern(of: ["makeHomeCoordinator", "makeSignUpCoordinator"]), "make{Name}Coordinator")
        XCTAssertEqual(
            FamilyShapeDetector.pattern(of: ["makeHomeViewController", "makeOnboardingViewController"]), "make{Name}ViewController")
        XCTAssertEqual(FamilyShapeDetector.pattern(of: ["makeSignUpViewController"]), "make{Name}ViewController")
        XCTAssertEqual(FamilyShapeDetector.pattern(of: ["makeHomeCoordinator"]), "make{Name}Coordinator")
        XCTAssertNil(FamilyShapeDetector.pattern(of: ["make"]))
        XCTAssertNil(FamilyShapeDetector.pattern(of: []))
        // Most methods end alike; one box method that returns a composition does not.
        XCTAssertEqual(
            FamilyShapeDetector.pattern(of: ["makeAuthCoordinatorBox", "makeItemCoordinator", "makeSettingsCoordinator"]), "make{Name}Coordinator")
        // Methods that share only their verb.
        XCTAssertEqual(FamilyShapeDetector.pattern(of: ["makeHome", "makeDoctor", "makeSearch"]), "make{Name}")
        XCTAssertNil(FamilyShapeDetector.pattern(of: ["makeHome"]), "one method of two words names no pattern")
    }

    /// A binding is found however the modifier's call is wrapped.
    func testBindingsAreFoundInWrappedModifierCalls() {
        let text = """
            .navigationDestination(
                isPresented: $coordinator.shouldShowClicker) { ClickerView() }
            .sheet(isPresented:$coordinator.isShowingHelp) { HelpView() }
            .sheet(item: $coordinator.sheet) { _ in EmptyView() }
            """
        XCTAssertEqual(
            ProtocolFreeShapeDetector.bindings(in: text, modifier: "navigationDestination", label: "isPresented"),
            ["coordinator.shouldShowClicker"])
        XCTAssertEqual(ProtocolFreeShapeDetector.bindings(in: text, modifier: "sheet", label: "isPresented"), ["coordinator.isShowingHelp"])
    }
}
