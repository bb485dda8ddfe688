import SwiftParser
import XCTest

@testable import CoordgenKit

/// Which switches over the flow enum get the new case: only those naming every case with no `default`,
/// and only where `break` is a correct body (code that returns nothing).
final class ExhaustiveFlowSwitchesTests: XCTestCase {
    private let cases: Set<String> = ["app", "maps"]

    func testAStatementSwitchInAVoidFunctionGainsTheCaseBeforeItsBrace() throws {
        let source = """
            final class Mover {
                func move(to type: Flow) {
                    switch type {
                    case .app: print("app")
                    case .maps:
                        print("maps")
                    }
                }
            }
            """
        let edited = try ExhaustiveFlowSwitches.addingClause("trails", enumCases: cases, to: source)
        XCTAssertEqual(
            edited,
            source.replacingOccurrences(of: "print(\"maps\")\n", with: "print(\"maps\")\n        case .trails:\n            break\n"))
    }

    func testSwitchesWithADefaultOtherCasesOrAValueAreLeftAlone() throws {
        let source = """
            enum Flow {
                case app, maps
                var title: String {
                    switch self {
                    case .app: return "App"
                    case .maps: return "Maps"
                    }
                }
            }
            func a(_ type: Flow) {
                switch type {
                case .app: break
                default: break
                }
            }
            func b(_ type: Other) {
                switch type {
                case .app: break
                case .maps: break
                case .more: break
                }
            }
            func c(_ type: Flow) -> Int {
                switch type {
                case .app: return 1
                case .maps: return 2
                }
            }
            """
        XCTAssertEqual(try ExhaustiveFlowSwitches.addingClause("trails", enumCases: cases, to: source), source)
        let tree = Parser.parse(source: source)
        let exhaustive = ExhaustiveFlowSwitches.switches(in: tree, handlingExactly: cases)
        // The computed property and c(_:) name every case but produce a value: the command notes them instead.
        XCTAssertEqual(exhaustive.count, 2)
        XCTAssertFalse(exhaustive.contains(where: ExhaustiveFlowSwitches.returnsNothing))
    }

    func testEverySuchSwitchOfAFileGainsTheCase() throws {
        let source = """
            func a(_ type: Flow) {
                switch type {
                case .app, .maps: break
                }
            }
            func b(_ type: Flow) {
                switch type {
                case .app: break
                case .maps: break
                }
            }
            """
        let edited = try ExhaustiveFlowSwitches.addingClause("trails", enumCases: cases, to: source)
        XCTAssertEqual(edited.components(separatedBy: "case .trails:\n        break").count, 3, edited)
    }
}

/// How a new coordinator gets its stack when its initialiser takes none.
final class StackWithoutInitializerShapeTests: XCTestCase {
    private func shape(settable: Bool, optional: Bool, baseClass: String?) -> ProtocolShape {
        ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: true,
            navigation: PropertyRequirement(name: "navigationController", type: "UINavigationController", optional: optional, settable: settable),
            children: nil, finish: FinishMechanism(kind: .none), flowType: nil, initializers: [StackHandedAfterInit.initializer],
            otherRequirements: ["func start()"], providesFinish: false, providesFindCoordinator: false, baseClass: baseClass)
    }

    func testASettableStackIsHandedOverWhereABaseClassDeclaresItOrItIsOptional() {
        XCTAssertTrue(StackHandedAfterInit.applies(to: shape(settable: true, optional: false, baseClass: "BaseCoordinator")))
        XCTAssertTrue(StackHandedAfterInit.applies(to: shape(settable: true, optional: true, baseClass: nil)))
        // A non-optional property of the class's own would have no value until the parent sets it.
        XCTAssertFalse(StackHandedAfterInit.applies(to: shape(settable: true, optional: false, baseClass: nil)))
        XCTAssertEqual(
            StackHandedAfterInit.handingOver("navigationController", to: "coordinator", in: shape(settable: true, optional: true, baseClass: nil)),
            ["coordinator.navigationController = navigationController"])
    }

    func testAGetOnlyStackIsMadeByTheCoordinatorAndPresentedByItsParent() {
        let getOnly = shape(settable: false, optional: true, baseClass: nil)
        XCTAssertTrue(StackMadeInInit.applies(to: getOnly))
        XCTAssertFalse(StackHandedAfterInit.applies(to: getOnly))
        XCTAssertEqual(StackMadeInInit.makingStack(in: getOnly), ["self.navigationController = UINavigationController()"])
        XCTAssertEqual(
            StackMadeInInit.presentingChild("coordinator", in: shape(settable: false, optional: false, baseClass: nil)),
            ["navigationController.present(coordinator.navigationController, animated: true)"])
        XCTAssertFalse(StackMadeInInit.applies(to: shape(settable: false, optional: true, baseClass: "BaseCoordinator")))
    }

    func testAnInitializerTakingTheStackIsNeither() {
        var takesStack = shape(settable: true, optional: true, baseClass: nil)
        takesStack.initializers = [
            InitializerRequirement(
                signature: "init(navigationController: UINavigationController)",
                parameters: [.init(label: "navigationController", name: "navigationController", type: "UINavigationController")])
        ]
        XCTAssertFalse(StackHandedAfterInit.applies(to: takesStack))
        XCTAssertFalse(StackMadeInInit.applies(to: takesStack))
    }
}

/// A protocol whose coordinators each pick an associated type: refused in one line that the command
/// ends with the `--like` making the flow.
final class AssociatedTypeRequirementTests: XCTestCase {
    func testAnAssociatedTypeIsRefusedWithTheLikeHintAppended() throws {
        let problem = try XCTUnwrap(AssociatedTypeRequirement.problem("associatedtype CoordinationResult", protocolName: "Coordinator"))
        XCTAssertTrue(problem.hasPrefix("Coordinator requires `associatedtype CoordinationResult`, which each coordinator picks for itself"))
        XCTAssertFalse(problem.contains("extension"), "an associated type cannot be implemented in an extension")
        XCTAssertEqual(
            ExampleRefusalHint.reason(problem, name: "Zebra", example: "Account"),
            problem + "; or make it like Account with `coordgen new coordinator Zebra --like Account` (started where Account is)")
        XCTAssertEqual(AssociatedTypeRequirement.problem("associatedtype Output: Equatable", protocolName: "Flow")?.contains("`associatedtype Output`"), true)
        XCTAssertNil(AssociatedTypeRequirement.problem("func start()", protocolName: "Coordinator"))
    }
}
