import XCTest

@testable import CoordgenKit

/// The typed family seam: each recorded shape belongs to exactly one family, which decides the style
/// that writes it, whether a parent needs a children collection, and what a flow and a screen of it add.
final class FlowFamilyTests: XCTestCase {
    private var uikit: ProtocolShape { Style.uikit.definition.builtInProtocol }
    private var router: ProtocolShape { Style.router.definition.builtInProtocol }
    private var swiftUI: ProtocolShape { Style.swiftui.definition.builtInProtocol }

    private var flags: ProtocolShape {
        var shape = swiftUI
        shape.routes = nil
        shape.flags = FlagRoutesShape(prefix: "isShowing", show: "show", view: "{Coordinator}View", presentModifier: "sheet")
        return shape
    }

    private var ownStack: ProtocolShape {
        var shape = swiftUI
        shape.routes?.ownStack = true
        shape.routes?.flows = ChildFlowShape(presentation: "sheet", view: "{Name}StackView")
        return shape
    }

    func testEachStyleReadsItsOwnBuiltInShapeAsItsFamilyAndWritesIt() {
        XCTAssertTrue(uikit.family is NavigationControllerFamily)
        XCTAssertTrue(router.family is RouterFamily)
        XCTAssertTrue(swiftUI.family is RouteEnumFamily)
        for style in Style.allCases {
            let shape = style.definition.builtInProtocol
            XCTAssertEqual(shape.family.style(for: shape), style, "\(style)")
        }
    }

    func testFlagsAndOwnStacksAreFamiliesOfTheirOwnWrittenBySwiftUITemplates() {
        XCTAssertTrue(flags.family is FlagFamily)
        XCTAssertEqual(flags.family.style(for: flags), .swiftui)
        XCTAssertTrue(ownStack.family is OwnStackFamily)
        XCTAssertEqual(ownStack.family.style(for: ownStack), .swiftui)
    }

    func testAnOwnStackWithoutChildFlowsIsReadAsRouteEnumsSoTheStyleRefusesWhatIsMissing() {
        var shape = ownStack
        shape.routes?.flows = nil
        XCTAssertTrue(shape.family is RouteEnumFamily)
        XCTAssertNotNil(Style.swiftui.definition.shapeProblem(appShape(shape)))
    }

    /// A router with no factory coordgen can write to is still the router family: parents and
    /// coordinators make children and screens themselves (`RouterWithoutFactories`).
    func testARouterWithoutItsFactoriesIsStillTheRouterFamily() {
        var shape = router
        shape.screenFactory = nil
        shape.coordinatorFactory = nil
        XCTAssertTrue(shape.family is RouterFamily)
        XCTAssertEqual(shape.family.style(for: shape), .router)
        XCTAssertTrue(RouterWithoutFactories(shape).makesChildrenItself)
        XCTAssertTrue(RouterWithoutFactories(shape).makesScreensItself)
        XCTAssertNil(Style.router.definition.shapeProblem(appShape(shape)))
        // A parent cannot pass a type of each flow's own: that needs a coordinator factory.
        shape.initializers[0].parameters.append(.init(label: "screens", name: "screens", type: "{Name}ModuleFactory"))
        XCTAssertTrue(Style.router.definition.shapeProblem(appShape(shape))?.contains("shape.coordinatorFactory") == true)
    }

    func testAnXCoordinatorShapeIsAFamilyOfItsOwnThatGeneratesItselfAndKeepsNoChildrenCollection() {
        var shape = uikit
        shape.name = "Coordinator"
        shape.children = nil
        shape.navigation = nil
        shape.xcoordinator = XCoordinatorShape(
            route: "{Name}Route", coordinator: "NavigationCoordinator", childTransition: "present", childAnimation: ".default")
        XCTAssertTrue(shape.family is XCoordinatorFamily)
        XCTAssertTrue(shape.family is any GeneratingFamily)
        XCTAssertEqual(shape.family.style(for: shape), .uikit)
        XCTAssertNil(appShape(shape).parentProblem(parentClass: "AppCoordinator"))
        XCTAssertEqual(shape.family.ownTypes(ofFlow: try! FlowName(parsing: "Hikes")), ["HikesRoute"])
        XCTAssertEqual(shape.xcoordinator?.childTransitionCall(showing: "child"), ".present(child, animation: .default)")
        // The other families write no type beside the coordinator.
        XCTAssertEqual(uikit.family.ownTypes(ofFlow: try! FlowName(parsing: "Hikes")), [])
    }

    func testAStinsenShapeIsAFamilyOfItsOwnThatGeneratesSwiftUIScreens() throws {
        var shape = uikit
        shape.name = "NavigationCoordinatable"
        shape.children = nil
        shape.navigation = nil
        shape.stinsen = StinsenShape(childPresentation: "push", childWrapper: "NavigationViewCoordinator")
        XCTAssertTrue(shape.family is StinsenFamily)
        XCTAssertTrue(shape.family is any GeneratingFamily)
        XCTAssertEqual(shape.family.style(for: shape), .swiftui)
        XCTAssertNil(appShape(shape).parentProblem(parentClass: "DockCoordinator"))
        XCTAssertEqual(shape.family.ownTypes(ofFlow: try FlowName(parsing: "Hikes")), [])
        XCTAssertEqual(StinsenFamily.makeFunction("Hikes"), "makeHikes")
    }

    func testAnRxFlowShapeIsAFamilyOfItsOwnThatGeneratesItselfAndNamesItsSteps() throws {
        var shape = uikit
        shape.name = "Flow"
        shape.children = nil
        shape.navigation = nil
        shape.rxflow = RxFlowShape(steps: "AppStep", stepCase: "{name}IsRequired")
        XCTAssertTrue(shape.family is RxFlowFamily)
        XCTAssertTrue(shape.family is any GeneratingFamily)
        XCTAssertEqual(shape.family.style(for: shape), .uikit)
        XCTAssertNil(appShape(shape).parentProblem(parentClass: "AppFlow"))
        // One steps enum for the app: nothing beside the flow; its steps are renamed with it.
        XCTAssertEqual(shape.family.ownTypes(ofFlow: try FlowName(parsing: "Hikes")), [])
        XCTAssertEqual(shape.family.caseRenames(from: "hikes", to: "walks"), ["hikesIsRequired": "walksIsRequired"])
        XCTAssertEqual(shape.rxflow?.stepsEnum(forFlow: "Hikes"), "AppStep")
        XCTAssertEqual(shape.rxflow?.caseName(ofStep: "hikesIsRequired"), "hikes")
        XCTAssertNil(shape.rxflow?.caseName(ofStep: "IsRequired"))
        XCTAssertNil(shape.rxflow?.caseName(ofStep: "hikesAreDone"))
        // A steps enum per flow goes with the flow's file.
        shape.rxflow = RxFlowShape(steps: "{Name}Step", stepCase: "{name}")
        XCTAssertEqual(shape.family.ownTypes(ofFlow: try FlowName(parsing: "Hikes")), ["HikesStep"])
        XCTAssertEqual(shape.rxflow?.step("hikes"), "hikes")
        // The other families rename a flow's case by its own name.
        XCTAssertEqual(uikit.family.caseRenames(from: "hikes", to: "walks"), ["hikes": "walks"])
    }

    /// Without a children collection a parent starts a flow where its family holds each child anyway, or
    /// where a UIKit parent can hold the child in a property of its own (``HeldChildProperty``); the
    /// router and SwiftUI families refuse.
    func testOnlyFamiliesWhoseParentsHoldEachChildOrAPropertyLetAParentStartAFlowWithoutAChildrenCollection() {
        for (shape, holds, starts) in [(uikit, false, true), (router, false, false), (swiftUI, false, false), (flags, true, true), (ownStack, true, true)] {
            var withoutChildren = shape
            withoutChildren.children = nil
            XCTAssertEqual(withoutChildren.family.parentHoldsEachChild, holds, "\(type(of: shape.family))")
            let problem = appShape(withoutChildren).parentProblem(parentClass: "AppCoordinator")
            XCTAssertEqual(problem == nil, starts, problem ?? "\(type(of: shape.family))")
        }
    }

    func testAFlagScreensMembersAreRenamedWithItAndRouteFamiliesRenameItsCases() {
        XCTAssertEqual(
            flags.family.screenMemberRenames(from: "Receipt", to: "Invoice"),
            ["isShowingReceipt": "isShowingInvoice", "showReceipt": "showInvoice"])
        XCTAssertEqual(flags.family.screenMethodPrefixes, ["show"])
        XCTAssertEqual(flags.family.screenCaseEnums, [])
        XCTAssertEqual(swiftUI.family.screenCaseEnums, ["Destination"])
        XCTAssertEqual(ownStack.family.flowCaseEnums, ["Destination"])
        XCTAssertEqual(uikit.family.screenMemberRenames(from: "Receipt", to: "Invoice"), [:])
    }

    func testRequirementsAreReadAsDeclarationsNotAsText() {
        XCTAssertTrue(RequirementSignature("@MainActor func start()").isFunction("start", labels: []))
        XCTAssertFalse(RequirementSignature("func start(with option: Option)").isFunction("start", labels: []))
        XCTAssertTrue(RequirementSignature("func start(with option: Option)").isFunction("start", labels: ["with"]))
        XCTAssertTrue(RequirementSignature("var firstPushedScreen: UIViewController? { get }").isProperty("firstPushedScreen"))
        XCTAssertFalse(RequirementSignature("var firstPushedScreenTitle: String { get }").isProperty("firstPushedScreen"))
        XCTAssertEqual(RequirementSignature("init(navigationController: UINavigationController)").kind, .initializer)
        XCTAssertEqual(RequirementSignature("associatedtype Route").kind, .other)
        XCTAssertEqual(RequirementSignature("func a()\nfunc b()").kind, .other)
    }

    func testARequirementCoordgenDoesNotWriteIsRefusedWithItsTextAndKey() {
        var shape = uikit
        shape.otherRequirements = ["@MainActor func start()", "nonisolated func finish()"]
        XCTAssertNil(appShape(shape).requirementProblem)
        shape.otherRequirements.append("func start(with option: Option)")
        let problem = appShape(shape).requirementProblem ?? ""
        XCTAssertTrue(problem.contains("`func start(with option: Option)`"), problem)
        XCTAssertTrue(problem.contains("shape.otherRequirements"), problem)
    }

    private func appShape(_ shape: ProtocolShape) -> AppShape {
        var app = AppShape.builtIn(for: .swiftui, projectName: "Hotel")
        app.protocol = shape
        return app
    }
}
