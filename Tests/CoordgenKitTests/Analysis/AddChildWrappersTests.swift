import XCTest

@testable import CoordgenKit

/// A base class's method that keeps a child through the app's add method and starts it
/// (`startChild(_:onPresent:)`) counts as an add method, so `tree` draws the edges its calls make.
final class AddChildWrappersTests: XCTestCase {
    private let index = DeclarationIndex(files: [
        SourceFile(
            path: "App/BaseCoordinator.swift",
            text: """
                import UIKit

                protocol Coordinator: AnyObject {
                    var childs: [Coordinator] { get set }
                    func start(onPresent: (UIViewController) -> Void)
                }

                class BaseCoordinator: NSObject, Coordinator {
                    var childs: [Coordinator] = []
                    func start(onPresent: (UIViewController) -> Void) {}
                    func addChild(_ coordinator: Coordinator) { childs.append(coordinator) }
                    final func startChild(_ child: Coordinator, onPresent: (UIViewController) -> Void) {
                        addChild(child)
                        child.start { controller in onPresent(controller) }
                    }
                    func keepQuietly(_ child: Coordinator) {
                        addChild(child)
                    }
                }

                """)
    ])

    func testAMethodThatKeepsAndStartsAChildIsAnAddMethod() throws {
        let base = try XCTUnwrap(index.type(named: "BaseCoordinator"))
        XCTAssertEqual(AddChildWrappers.names(in: [base], adding: ["addChild"]), ["startChild"])
    }

    func testTheConventionsOfARecordedShapeGainIt() throws {
        var conventions = AnalysisConventions.heuristic
        let shape = ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: false, navigation: nil, children: nil, finish: .none, flowType: nil,
            initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false, baseClass: "BaseCoordinator")
        conventions.addWrappers(of: shape, in: index)
        XCTAssertTrue(conventions.addChildMethods.contains("startChild"))
        XCTAssertFalse(conventions.addChildMethods.contains("keepQuietly"))
    }
}
