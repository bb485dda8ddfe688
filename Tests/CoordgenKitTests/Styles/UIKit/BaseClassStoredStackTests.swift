import XCTest

@testable import CoordgenKit

/// A new flow's stack is the base class's where the base (or a class above it) already stores it.
final class BaseClassStoredStackTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private func shape(baseClass: String?) -> ProtocolShape {
        ProtocolShape(
            name: "Coordinator", classBound: true, mainActor: false, navigation: nil, children: nil, finish: FinishMechanism(kind: .none),
            flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false,
            baseClass: baseClass)
    }

    private static let classes = """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        open class RootFlow: Coordinator {
            let pier: UINavigationController
            init(pier: UINavigationController) { self.pier = pier }
            func start() {}
        }
        open class QuayFlow: RootFlow {
            var lanterns: [String] = []
        }
        """

    func testThePropertyIsFoundOnTheBaseOrAClassAboveIt() {
        let index = index(["Flows.swift": Self.classes])
        XCTAssertEqual(BaseClassStoredStack.declaringClass(of: "pier", shape: shape(baseClass: "RootFlow"), index: index), "RootFlow")
        XCTAssertEqual(BaseClassStoredStack.declaringClass(of: "pier", shape: shape(baseClass: "QuayFlow"), index: index), "RootFlow")
    }

    func testNoBaseOrAnotherNameStoresNothing() {
        let index = index(["Flows.swift": Self.classes])
        XCTAssertNil(BaseClassStoredStack.declaringClass(of: "navigationController", shape: shape(baseClass: "QuayFlow"), index: index))
        XCTAssertNil(BaseClassStoredStack.declaringClass(of: "pier", shape: shape(baseClass: nil), index: index))
        XCTAssertNil(BaseClassStoredStack.declaringClass(of: "pier", shape: shape(baseClass: "LibraryFlow"), index: index))
    }
}
