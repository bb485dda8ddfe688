import XCTest

@testable import CoordgenKit

/// `init` reads coordinators that make each child in their initialiser passing themselves only where
/// no class shows screens a way coordgen writes, and only with a child holding its parent back and a
/// view receiving the child.
final class HeldChildrenDetectionTests: XCTestCase {
    private func detect(_ sources: [String: String]) -> ProtocolShapeDetector.Result? {
        let files = sources.map { SourceFile(path: $0.key, text: $0.value) }
        return ProtocolFreeShapeDetector(index: DeclarationIndex(files: files), files: files).detect()?.result
    }

    private let hub = """
        import Combine
        final class HubCoordinator: ObservableObject {
            @Published var listCoordinator: ListCoordinator!
            init() {
                self.listCoordinator = .init(kind: 1, owner: self)
            }
        }
        """
    private let list = """
        import Combine
        final class ListCoordinator: ObservableObject {
            private unowned let owner: HubCoordinator
            init(kind: Int, owner: HubCoordinator) { self.owner = owner }
        }
        """
    private let listView = """
        import SwiftUI
        struct ListFlowView: View {
            @ObservedObject var coordinator: ListCoordinator
            var body: some View { Text("List") }
        }
        """

    func testAnObservableObjectParentMakingItsChildWithInitIsRead() throws {
        let result = try XCTUnwrap(detect(["Hub.swift": hub, "List.swift": list, "ListFlowView.swift": listView]))
        XCTAssertEqual(result.shape.name, "ObservableObject")
        XCTAssertEqual(
            result.shape.heldChildren, HeldChildrenShape(parentLabel: "owner", view: "ListFlowView", viewWrapper: "@ObservedObject"))
    }

    func testAChildThatDoesNotHoldItsParentBackIsNoHeldChild() {
        let unrelated = list.replacingOccurrences(of: "private unowned let owner: HubCoordinator", with: "let kind = 1")
            .replacingOccurrences(of: "{ self.owner = owner }", with: "{}")
        XCTAssertNil(detect(["Hub.swift": hub, "List.swift": unrelated, "ListFlowView.swift": listView]))
    }

    func testWithoutAViewReceivingTheChildNothingIsRead() {
        XCTAssertNil(detect(["Hub.swift": hub, "List.swift": list]))
    }
}
