import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI coordinators whose protocol declares no navigation (`protocol Coordinator: AnyObject {
/// associatedtype ContentView: View }`) while a refinement most of them adopt declares the path, the
/// page type and the view builder (`protocol StackCoordinator: Coordinator { var path: NavigationPath
/// … func build(page:args:) -> ContentView }`), the others adopting a cover refinement
/// (PathDeclaredBySubProtocol): `init` records the refinement, with the routes and the associated type
/// it inherits; `new coordinator --parent` refuses in one line the builder that takes more than the
/// route, naming its key; `new screen` is made like a screen the coordinator builds, gains only lines
/// and type-checks; a flow made like one (`--like`, or without a parent like the recorded example) keeps
/// the first screen's arm of the builder and type-checks. Before, `init` recorded the bare protocol and a
/// new coordinator found no navigation.
final class PathDeclaredBySubProtocolEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsTheRefinementThatDeclaresThePath() throws {
        let (_, shape, output) = try ExistingApps.adopted("PathDeclaredBySubProtocol", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "StackCoordinator", output)
        XCTAssertTrue(output.contains("BooksCoverCoordinator, which does not adopt it, is left out"), output)
        let routes = try XCTUnwrap(shape.protocol.routes, output)
        XCTAssertEqual(routes.navigator.type, "NavigationPath")
        XCTAssertEqual(routes.viewBuilder, "build(page:args:)")
        XCTAssertEqual(routes.push, "push(page:)")
        XCTAssertEqual(
            shape.protocol.associatedTypes?.first { $0.name == "ContentView" },
            AssociatedTypeWitness(name: "ContentView", witness: "AnyView", binding: .typealias))
        XCTAssertEqual(shape.protocol.otherRequirements, [])
    }

    func testANewFlowIsRefusedInOneLineAndANewScreenTypeChecks() throws {
        let (app, shape, _) = try ExistingApps.adopted("PathDeclaredBySubProtocol", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let settings = LanguageSettings(mode: .swift5Minimal)
        let before = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        let original = TreeSnapshot(app)
        let refused = CoordgenBinary.run(["new", "coordinator", "Loans", "--parent", "BooksPage"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertTrue(refused.stderr.contains("view builder build(page:args:) takes more than the route"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("shape.routes.viewBuilder"), refused.stderr)
        XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
        XCTAssertEqual(TreeSnapshot(app), original)
        let screen = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "BooksPage"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let books = try String(contentsOf: app.appendingPathComponent("Shelf/Coordinators/Books/BooksCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(books.contains("        case .receiptView:\n            return AnyView(ReceiptView())\n"), books)
        XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(before), [])
        XCTAssertEqual(before, [])
        original.assertOnlyGainedLines(in: app)
    }

    /// The flow's page enum is named by the recorded pattern (`{Name}s`: `BooksPages` of `BooksPage`), not
    /// after the flow as a word: a copy takes it as the flow's own, keeps the builder's arm of the first
    /// screen with the case renamed after the copy's screen, and type-checks. Before, the enum stayed the
    /// example's, the `switch` went whole and the copy was refused as returning nothing.
    func testAFlowMadeLikeOneWhoseBuilderTakesMoreThanThePageKeepsItsFirstArm() throws {
        let (app, shape, _) = try ExistingApps.adopted("PathDeclaredBySubProtocol", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let settings = LanguageSettings(mode: .swift5Minimal)
        let original = TreeSnapshot(app)
        let made = CoordgenBinary.run(["new", "coordinator", "Loan", "--like", "BooksPage"], in: app)
        XCTAssertEqual(made.status, 0, made.output)
        let copy = try String(contentsOf: app.appendingPathComponent("Shelf/Coordinators/Books/LoanBooksCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(copy.contains("enum Loans: Hashable, Pages {\n    case loanView\n}"), copy)
        XCTAssertTrue(copy.contains("    typealias PageType = Loans\n"), copy)
        XCTAssertTrue(copy.contains("        switch page {\n        case .loanView:\n            return AnyView(LoanView())\n        }"), copy)
        XCTAssertFalse(copy.contains("BookDetailView"), copy)
        XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings), [])
        original.assertOnlyGainedLines(in: app)
        // Removed as it was made: the page enum goes with it.
        let removed = CoordgenBinary.run(["remove", "coordinator", "Loan"], in: app)
        XCTAssertEqual(removed.status, 0, removed.output)
        XCTAssertEqual(TreeSnapshot(app), original, removed.output)
    }
}
