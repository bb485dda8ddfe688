import Foundation
import XCTest

@testable import CoordgenKit

/// A coordinator protocol declaring an `associatedtype` each flow picks: a new flow supplies its own
/// witness as its siblings do. Over a generic result base (`protocol CoordinatorType { associatedtype
/// CoordinationResult }` that `BaseCoordinator<ResultType>` conforms to), the base stands for the protocol
/// and the witness is inferred from the result the new subclass fills the base with; with a view
/// controller each flow names after itself (`var viewController: StonesViewController?`), the new flow's
/// witness is its first screen, kept in the property as the siblings keep theirs. Each new flow and
/// screen type-checks in Swift 5 and in Swift 6 with the main actor as default isolation, every edit only
/// inserts.
final class AssociatedTypeWitnessEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private let settings = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func text(_ app: URL, _ name: String) throws -> String {
        let file = try XCTUnwrap(ExistingApps.swiftFilesOf(app, under: "").first { $0.lastPathComponent == name }, name)
        return try String(contentsOf: file, encoding: .utf8)
    }

    func testProtocolOverTheResultBaseIsTheBasesAndANewFlowFillsIt() throws {
        let (app, shape, output) = try ExistingApps.adopted("ResultProtocolOverGenericBase", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "BaseCoordinator")
        XCTAssertEqual(shape.protocol.resultBase?.result, "Void")
        XCTAssertNil(shape.protocol.associatedTypes)
        XCTAssertTrue(output.contains("CoordinatorType, which the generic base class BaseCoordinator conforms to"), output)
        XCTAssertTrue(output.contains("(CoordinatorType.CoordinationResult) the base binds to its generic argument"), output)
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Harbor"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let zebra = try text(app, "ZebraCoordinator.swift")
        XCTAssertTrue(zebra.contains("final class ZebraCoordinator: BaseCoordinator<Void> {"), zebra)
        XCTAssertTrue(zebra.contains("override func start() -> Observable<Void> {"), zebra)
        let harbor = try text(app, "HarborCoordinator.swift")
        XCTAssertTrue(harbor.contains("coordinate(to: zebraCoordinator)"), harbor)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    func testViewControllerEachFlowNamesAfterItselfIsTheNewFlowsFirstScreen() throws {
        let (app, shape, output) = try ExistingApps.adopted("ProtocolWithAssociatedViewController", into: &workspaces)
        XCTAssertEqual(
            shape.protocol.associatedTypes,
            [AssociatedTypeWitness(name: "ViewControllerType", witness: "{Name}ViewController", binding: .inferred)])
        XCTAssertFalse(shape.protocol.otherRequirements.contains { $0.hasPrefix("associatedtype") }, "\(shape.protocol.otherRequirements)")
        XCTAssertTrue(output.contains("a new flow's is {Name}ViewController, the flow's first screen"), output)
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Stones"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let zebra = try text(app, "ZebraCoordinator.swift")
        XCTAssertTrue(zebra.contains("var viewController: ZebraViewController?"), zebra)
        XCTAssertTrue(zebra.contains("let viewController = ZebraViewController()\n"), zebra)
        XCTAssertTrue(zebra.contains("        self.viewController = viewController\n"), zebra)
        XCTAssertFalse(zebra.contains("ViewControllerType"), zebra)
        let stones = try text(app, "StonesCoordinator.swift")
        XCTAssertTrue(stones.contains("childCoordinators.append("), stones)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("ProtocolWithAssociatedViewController", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "Stones"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "coordinator", "Zebra"],
            ])
    }
}
