import XCTest

@testable import CoordgenKit

/// How a child-management requirement no extension implements is written for a new flow by example: as
/// the coordinators agree once each names itself alike, as the only one that implements it (with the
/// property and helper its body uses), and a refusal where they disagree evenly or the body needs what
/// the coordinator's initialiser sets.
final class ChildManagementLikeSiblingTests: XCTestCase {
    private func detected(_ sources: [String: String]) throws -> ProtocolShapeDetector.Result {
        let index = DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
        let declaration = try XCTUnwrap(index.type(named: "Coordinator", kinds: [.protocol]))
        return try ProtocolShapeDetector(index: index, declaration: declaration).detect(flowEnumChoice: nil)
    }

    private static let protocolText = """
        import UIKit
        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            var navigationController: UINavigationController { get }
            func start()
            func attach(_ child: Coordinator)
        }

        """

    private static func flow(_ name: String, _ body: String) -> String {
        "import UIKit\nfinal class \(name)Coordinator: Coordinator {\n    var children: [Coordinator] = []\n    let navigationController: UINavigationController\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    func start() {}\n\(body)\n}\n"
    }

    func testCoordinatorsThatAgreeOnceEachNamesItselfAlikeAreFollowedWithTheirNameRenamed() throws {
        let body = { (name: String) in
            "    var log: [String] = []\n    func attach(_ child: Coordinator) {\n        log.append(\"\\(\(name)Coordinator.self)\")\n        children.append(child)\n    }"
        }
        let result = try detected([
            "Coordinator.swift": Self.protocolText, "A.swift": Self.flow("Stones", body("Stones")), "B.swift": Self.flow("Carts", body("Carts")),
        ])
        XCTAssertFalse(result.shape.otherRequirements.contains { $0.contains("attach") }, "\(result.shape.otherRequirements)")
        let written = try XCTUnwrap(result.shape.implementedLikeSiblings)
        XCTAssertEqual(
            written,
            [
                "func attach(_ child: Coordinator) {\n    log.append(\"\\({FlowClass}.self)\")\n    children.append(child)\n}",
                "var log: [String] = []",
            ])
        XCTAssertTrue(result.findings.contains { $0.value.contains("as 2 of 2 coordinators do (CartsCoordinator, StonesCoordinator)") }, "\(result.findings)")
    }

    func testTheOnlyImplementationIsTakenWithTheHelperAndPropertyItUses() throws {
        let result = try detected([
            "Coordinator.swift": Self.protocolText,
            "A.swift": Self.flow(
                "Main",
                "    weak var shown: UIViewController?\n    func attach(_ child: Coordinator) {\n        trace()\n        children.append(child)\n    }\n    private func trace() {\n        print(shown as Any)\n    }"),
        ])
        XCTAssertEqual(result.shape.implementedLikeSiblings?.count, 3, "\(result.shape.implementedLikeSiblings ?? [])")
        XCTAssertEqual(result.shape.implementedLikeSiblings?.last, "weak var shown: UIViewController?")
        XCTAssertTrue(
            result.findings.contains { $0.value.contains("MainCoordinator does, the only coordinator that implements it, with trace(), `shown`") },
            "\(result.findings)")
    }

    func testCoordinatorsThatDisagreeEvenlyLeaveARefusalNamingLike() throws {
        let result = try detected([
            "Coordinator.swift": Self.protocolText,
            "A.swift": Self.flow("Stones", "    func attach(_ child: Coordinator) { children.append(child) }"),
            "B.swift": Self.flow("Carts", "    func attach(_ child: Coordinator) { children.insert(child, at: 0) }"),
        ])
        XCTAssertTrue(result.shape.otherRequirements.contains { $0.contains("attach") })
        XCTAssertTrue(result.undecided.contains { $0.contains("2 different ways") && $0.contains("--like <Flow>") }, "\(result.undecided)")
    }

    func testABodyNeedingWhatTheInitialiserSetsIsRefused() throws {
        let result = try detected([
            "Coordinator.swift": Self.protocolText,
            "A.swift": Self.flow(
                "Main", "    let registry: NSMutableArray\n    func attach(_ child: Coordinator) {\n        registry.add(child)\n        children.append(child)\n    }"),
        ])
        XCTAssertTrue(result.shape.otherRequirements.contains { $0.contains("attach") })
        XCTAssertTrue(result.undecided.contains { $0.contains("uses `registry`") }, "\(result.undecided)")
    }
}
