import Foundation
import XCTest

@testable import CoordgenKit

/// A protocol without a navigation controller, flows that show screens through a router object — held
/// by a base class (`RoutedCoordinator.router`) or kept privately by the flow's own class — and no
/// navigation controller anywhere in the coordinators: a new screen is shown through that router, called
/// the way its methods take (`push(_:animated:completion:)`, `popModule(animated:)`), the app type-checks
/// in Swift 5 and 6, existing files only gain lines, and `remove` gives back every byte.
final class HeldRouterInBaseClassEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("HeldRouterInBaseClass", into: &workspaces)
    }

    private func run(_ arguments: [String], in app: URL) -> String {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result.output
    }

    private func text(_ path: String, in app: URL) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testScreensAreShownThroughTheRouterTheFlowHolds() throws {
        let (app, shape, _) = try adopted()
        XCTAssertNil(shape.protocol.navigation)
        let original = TreeSnapshot(app)
        run(["new", "coordinator", "Shelf", "--parent", "Library"], in: app)
        let inherited = run(["new", "screen", "Cover", "--coordinator", "Library"], in: app)
        XCTAssertTrue(
            inherited.contains(
                "LibraryCoordinator holds a router in `router` (declared by RoutedCoordinator), so pushToCover() shows Cover through it (push(viewController, animated: true, completion: nil))"
            ), inherited)
        let own = run(["new", "screen", "Page", "--coordinator", "Book"], in: app)
        XCTAssertTrue(own.contains("BookCoordinator holds a router in `router`, so pushToPage()"), own)
        run(["new", "screen", "Bookmark", "--coordinator", "Book", "--present"], in: app)
        let library = try text("Reading/Coordinators/LibraryCoordinator.swift", in: app)
        XCTAssertTrue(library.contains("        router.push(viewController, animated: true, completion: nil)\n    }\n}"), library)
        XCTAssertTrue(library.contains("self?.router.popModule(animated: true)"), library)
        let book = try text("Reading/Coordinators/BookCoordinator.swift", in: app)
        XCTAssertTrue(book.contains("router.present(viewController, animated: true)"), book)
        XCTAssertTrue(book.contains("self?.router.dismissModule(animated: true, completion: nil)"), book)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testAFlowThatHoldsNeitherIsRefusedInOneLine() throws {
        let (app, _, _) = try adopted()
        run(["new", "coordinator", "Shelf", "--parent", "Library"], in: app)
        let result = CoordgenBinary.run(["new", "screen", "Label", "--coordinator", "Shelf"], in: app)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains(
                "ShelfCoordinator holds no navigation controller (no UINavigationController property of its own or of a base class, and Coordinator declares none) nor a router"
            ), result.output)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Shelf", "--parent", "Library"], ["remove", "coordinator", "Shelf"]])
    }
}
