import Foundation
import XCTest

@testable import CoordgenKit

/// `rename coordinator` of a flow whose file declares other types named after it (a router-family flow's
/// `<Name>CoordinatorOutput`), new or the app's own: the rename goes through (the renamed file's types
/// are no clash with the file it replaces), the flow's own types follow the name, and the app type-checks.
final class RenameFlowsOwnTypesEndToEndTests: XCTestCase {
    private func assertRenames(
        _ fixture: String, newFlow: Bool, old: String, new: String, file: StaticString = #filePath, line: UInt = #line,
        checking check: ([String]) -> Void = { _ in }
    ) throws {
        let app = try ExistingApps.copy(fixture)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0, fixture, file: file, line: line)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        if newFlow {
            let made = CoordgenBinary.run(["new", "coordinator", old, "--parent", shape.naming.root], in: app)
            XCTAssertEqual(made.status, 0, "\(fixture): \(made.output)", file: file, line: line)
        }
        let renamed = CoordgenBinary.run(["rename", "coordinator", old, new], in: app)
        XCTAssertEqual(renamed.status, 0, "\(fixture): \(renamed.output)", file: file, line: line)
        let folder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget, file: file, line: line)
        let sources = ExistingApps.swiftFilesOf(app, under: folder)
        let texts = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
        check(texts)
        XCTAssertFalse(texts.contains { $0.contains("protocol \(old)CoordinatorOutput") }, fixture, file: file, line: line)
        if newFlow {
            XCTAssertTrue(texts.contains { $0.contains("protocol \(new)CoordinatorOutput") }, fixture, file: file, line: line)
        }
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: sources, moduleName: shape.module, swiftVersion: Int(shape.project.swiftVersion ?? "5") ?? 5,
                frameworks: ExistingApps.frameworks(of: app), deploymentTarget: shape.project.deploymentTarget)
        } catch let failure as SwiftCompiler.Failure {
            XCTFail("\(fixture): \(failure.errors.map(\.description).joined(separator: "\n"))", file: file, line: line)
        }
    }

    func testANewRouterFlowIsRenamedWithItsOutputProtocol() throws {
        try assertRenames("RouterFlowOutputs", newFlow: true, old: "Zebra", new: "Yak")
    }

    func testAnAppsRouterFlowIsRenamedWithItsOutputProtocol() throws {
        try assertRenames("RouterFlowFactoryClass", newFlow: false, old: "Walks", new: "Strolls")
    }

    /// The flow's case is declared by the parent's destinations and the flow's route (`enum HomeDestination
    /// { case basket }`, `enum BasketRoute { case basket }`), switched over in the parent and a shared
    /// composer: the declarations follow the `.basket` uses, so the app type-checks. Before, the uses were
    /// renamed and the declarations kept.
    func testTheFlowsCaseInEveryEnumDeclaringItFollowsItsUses() throws {
        try assertRenames("ComposerSwitchOverFlowRoute", newFlow: false, old: "Basket", new: "Cart") { texts in
            XCTAssertFalse(texts.contains { $0.contains("case basket") || $0.contains(".basket") }, texts.joined(separator: "\n"))
            XCTAssertTrue(texts.contains { $0.contains("enum HomeDestination {\n    case cart\n") })
            XCTAssertTrue(texts.contains { $0.contains("        case .cart:\n            showCart()\n") })
        }
    }

    /// The parent's view binds the flow's property through its projection (`$bedsCoordinator`), which follows it.
    func testAPropertyWrappersProjectionFollowsTheRenamedProperty() throws {
        try assertRenames("DestinationsMappedInViews", newFlow: false, old: "Beds", new: "Plots")
    }
}
