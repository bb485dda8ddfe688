import Foundation
import XCTest

@testable import CoordgenKit

/// Router-family apps whose generated calls must take the app's own form, through the built binary: a
/// router whose push has no one-argument overload (each call says `hideBar: false`), and coordinators
/// that keep the same kind of factory under different names (`factory` in some, `moduleFactory` in
/// others). That the new code type-checks is checked by `AdoptedAppsEndToEndTests`.
extension RouterFamilyEndToEndTests {
    func testAPushWithoutAOneArgumentFormPassesWhatTheAppsCallsPass() throws {
        let (app, config) = try adopted("RouterPushNeedsExtraArgument")
        let router = try XCTUnwrap(config.appShape.protocol.router)
        XCTAssertEqual(router.push, "push")
        XCTAssertEqual(router.pushArguments, ", hideBar: false", "push(_:hideBar:) is the fewest; the app's calls pass hideBar: false")
        XCTAssertEqual(router.setRootArguments, ", animated: true")
        XCTAssertNil(router.presentArguments, "present(_:) takes the screen alone")

        run(["new", "screen", "Giraffe", "--coordinator", "Catalog"], in: app)
        let catalog = try text(app, "Gallery/Flows/Catalog/CatalogCoordinator.swift")
        XCTAssertTrue(catalog.contains("        router.push(viewController, hideBar: false)\n"), catalog)
        XCTAssertFalse(catalog.contains("router.push(viewController)"), catalog)
    }

    func testTheAppsOwnLiteralsFillAParameterNothingElseDoes() throws {
        let index = DeclarationIndex(files: [
            SourceFile(
                path: "App/Flow.swift",
                text: """
                    final class FlowCoordinator {
                        private let router: Router
                        private let stack: Router

                        func show(_ a: Screen, _ b: Screen, hidden: Bool) {
                            router.push(a, hideBar: false)
                            self.router.push(b, hideBar: false, style: .fade)
                            stack.push(a, hideBar: true)
                            router.push(b, hideBar: hidden)
                            let close = { [weak self] in self?.router.push(a, hideBar: true) }
                        }
                    }

                    """)
        ])
        XCTAssertEqual(
            RouterCallValues.values(of: "push", on: "router", in: index), ["hideBar": "false", "style": ".fade"],
            "the router's calls only (not stack's), literals only (not hidden), the most common value")
    }

    func testANewScreenCallsItsCoordinatorsOwnNameForTheModuleFactory() throws {
        let (app, config) = try adopted("ModuleFactoryPropertyNamesVary")
        let factory = try XCTUnwrap(config.appShape.protocol.screenFactory)
        XCTAssertEqual(factory.protocol, "{Name}ModuleFactoryType")
        XCTAssertEqual(factory.property, "factory", "the name most initialisers give it")

        // Pantry keeps its factory as `moduleFactory`, Welcome as `factory`: each screen calls its coordinator's.
        run(["new", "screen", "Giraffe", "--coordinator", "Pantry"], in: app)
        let pantry = try text(app, "Kitchen/App/Coordinators/PantryCoordinator.swift")
        XCTAssertTrue(pantry.contains("        let viewController = moduleFactory.makeGiraffeModule()\n"), pantry)
        run(["new", "screen", "Okapi", "--coordinator", "Welcome"], in: app)
        let welcome = try text(app, "Kitchen/App/Coordinators/WelcomeCoordinator.swift")
        XCTAssertTrue(welcome.contains("        let viewController = factory.makeOkapiModule()\n"), welcome)
        XCTAssertTrue(
            try text(app, "Kitchen/App/Factories/ModuleFactoryTypes.swift").contains("func makeGiraffeModule() -> GiraffeViewController"))
    }

    func testAFactoryPropertyIsFoundByItsTypeInTheCoordinatorsBody() throws {
        var shape = RouterStyle().builtInProtocol
        shape.screenFactory = FactoryShape(
            protocol: "{Name}ModuleFactoryType", implementation: "ModuleFactory", property: "factory", method: "make{Name}Module")
        shape.coordinatorFactory = nil
        let text = """
            final class MainCoordinator {
                private let coordinatorFactory: CoordinatorFactoryType
                private let moduleFactory: MainModuleFactoryType
                var title: String { "Main" }
            }

            final class AuthCoordinator {
                private let factory: AuthModuleFactoryType
            }

            """
        XCTAssertEqual(
            CoordinatorFactoryProperties.read(ofClass: "MainCoordinator", in: text, shape: shape),
            CoordinatorFactoryProperties(screenFactory: "moduleFactory", coordinatorFactory: nil))
        XCTAssertNil(CoordinatorFactoryProperties.read(ofClass: "AuthCoordinator", in: text, shape: shape), "named as the shape says")
        XCTAssertFalse(CoordinatorFactoryProperties.holds(shape.screenFactory!, typeName: "ModuleFactoryType"), "a flow's name is not empty")
    }
}
