import XCTest

@testable import CoordgenKit

/// Each command demands only what it writes: a new screen is refused for how its coordinator shows
/// screens (router, navigation, screen factory, route enum), never for how flows are made, kept and ended
/// (children, finish, initialiser, coordinator factory), which a new coordinator still needs.
final class ShapeUseTests: XCTestCase {
    private func appShape(_ shape: ProtocolShape, style: Style) -> AppShape {
        var app = AppShape.builtIn(for: style, projectName: "Orchard")
        app.protocol = shape
        return app
    }

    func testARouterShapeWithoutChildMethodsRefusesAFlowButNotAScreen() {
        var shape = Style.router.definition.builtInProtocol
        shape.children = ChildrenShape(name: "childCoordinators", collection: .array, element: "Coordinator")
        let app = appShape(shape, style: .router)
        let definition = Style.router.definition
        XCTAssertTrue(definition.shapeProblem(app, for: .flow)?.contains("(shape.children") == true)
        XCTAssertEqual(definition.shapeProblem(app), definition.shapeProblem(app, for: .flow))
        XCTAssertNil(definition.shapeProblem(app, for: .screen))
    }

    func testARouterShapeWhoseFlowsEndNoWayCoordgenWritesStillTakesScreens() {
        var shape = Style.router.definition.builtInProtocol
        shape.finish = .none
        shape.initializers = []
        let app = appShape(shape, style: .router)
        XCTAssertNotNil(Style.router.definition.shapeProblem(app, for: .flow))
        XCTAssertNil(Style.router.definition.shapeProblem(app, for: .screen))
    }

    func testAScreenStillNeedsTheRouterItIsShownThrough() {
        var shape = Style.router.definition.builtInProtocol
        shape.router = nil
        shape.children = nil
        let problem = Style.router.definition.shapeProblem(appShape(shape, style: .router), for: .screen) ?? ""
        XCTAssertTrue(problem.contains("(shape.router in"), problem)
    }

    func testAUIKitScreenIsNotRefusedForTheCoordinatorFactoryButForTheScreenFactory() {
        var shape = Style.uikit.definition.builtInProtocol
        shape.coordinatorFactory = Style.router.definition.builtInProtocol.coordinatorFactory
        let definition = Style.uikit.definition
        XCTAssertTrue(definition.shapeProblem(appShape(shape, style: .uikit), for: .flow)?.contains("shape.coordinatorFactory") == true)
        XCTAssertNil(definition.shapeProblem(appShape(shape, style: .uikit), for: .screen))
        shape.screenFactory = Style.router.definition.builtInProtocol.screenFactory
        XCTAssertTrue(definition.shapeProblem(appShape(shape, style: .uikit), for: .screen)?.contains("shape.screenFactory") == true)
    }

    func testASwiftUIScreenIsNotRefusedForTheBaseClassChildrenOrFinish() {
        var shape = Style.swiftui.definition.builtInProtocol
        shape.children = nil
        shape.baseClass = nil
        shape.finish = .none
        let definition = Style.swiftui.definition
        XCTAssertNotNil(definition.shapeProblem(appShape(shape, style: .swiftui), for: .flow))
        XCTAssertNil(definition.shapeProblem(appShape(shape, style: .swiftui), for: .screen))
        shape.routes = nil
        XCTAssertTrue(definition.shapeProblem(appShape(shape, style: .swiftui), for: .screen)?.contains("(shape.routes in") == true)
    }
}
