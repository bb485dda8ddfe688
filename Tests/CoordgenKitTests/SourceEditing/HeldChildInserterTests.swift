import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// A parent coordinator that makes each child in its initialiser passing itself: the statements read,
/// and a new child's property and statement written like the last sibling's.
final class HeldChildInserterTests: XCTestCase {
    private let observed = """
        import Combine

        final class HubCoordinator: ObservableObject {
            @Published var listCoordinator: ListCoordinator!
            let services: Services

            init(services: Services) {
                self.services = services
                self.listCoordinator = .init(kind: .all, parent: self, services: services)
            }
        }
        """

    func testTheStatementsMakingAChildPassingSelfAreRead() throws {
        let read = try XCTUnwrap(HeldChildInserter.lastSibling(inClass: "HubCoordinator", in: observed))
        XCTAssertEqual(read.0.property, "listCoordinator")
        XCTAssertNil(read.0.calledType)
        XCTAssertEqual(read.0.parentLabel, "parent")
        XCTAssertTrue(read.0.throughSelf)
        XCTAssertEqual(read.0.written(property: "zebraCoordinator", flowClass: "ZebraCoordinator"), "self.zebraCoordinator = .init(parent: self)")
        XCTAssertEqual(
            HeldChildInserter.declaration("zebraCoordinator", flowClass: "ZebraCoordinator", like: read.1),
            "@Published var zebraCoordinator: ZebraCoordinator!")
    }

    func testAssignmentsThatPassNoSelfAreNotChildren() throws {
        let source = """
            final class HubCoordinator {
                var list: ListCoordinator!
                init() {
                    list = ListCoordinator(parent: nil)
                    other = makeOther(owner: self)
                }
            }
            """
        XCTAssertNil(try HeldChildInserter.lastSibling(inClass: "HubCoordinator", in: source))
    }

    func testTheNewStatementGoesOnTheLineAfterTheLastSiblingAndOnlyAddsALine() throws {
        let edited = try HeldChildInserter.addingStatement(
            "self.zebraCoordinator = .init(parent: self)", toClass: "HubCoordinator", in: observed)
        XCTAssertEqual(
            edited,
            observed.replacingOccurrences(
                of: "services: services)\n",
                with: "services: services)\n        self.zebraCoordinator = .init(parent: self)\n"))
    }

    /// A parent with no child yet (a flow coordgen wrote): after its one initialiser's last statement.
    func testAParentWithoutChildrenGetsTheStatementAtTheEndOfItsOnlyInitialiser() throws {
        let source = """
            final class ZebraCoordinator {
                private unowned let parent: HubCoordinator

                init(parent: HubCoordinator) {
                    self.parent = parent
                }
            }
            """
        let edited = try HeldChildInserter.addingStatement(
            "giraffeCoordinator = GiraffeCoordinator(parent: self)", toClass: "ZebraCoordinator", in: source)
        XCTAssertTrue(
            edited.contains("        self.parent = parent\n        giraffeCoordinator = GiraffeCoordinator(parent: self)\n    }"), edited)
    }

    /// `remove` finds the statement in the initialiser again and leaves the initialiser.
    func testTheRemoverTakesTheStatementOutOfTheInitialiserAgain() throws {
        let edited = try HeldChildInserter.addingStatement(
            "self.zebraCoordinator = .init(parent: self)", toClass: "HubCoordinator", in: observed)
        let remover = DeclarationRemover(declarations: [
            .statement("self.zebraCoordinator = .init(parent: self)", function: "init", inTypes: ["HubCoordinator"])
        ])
        XCTAssertEqual(try remover.removing(from: edited).text, observed)
    }
}
