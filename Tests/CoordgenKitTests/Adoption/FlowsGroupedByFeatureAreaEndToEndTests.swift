import Foundation
import XCTest

@testable import CoordgenKit

/// An app that groups its flows by feature area (`Features/Accounts/Transfers`, `Features/Cards/Limits`):
/// `init` records the area as `*` (`Ledger/Features/*/{Name}`), a new child goes into its parent's
/// area, a new screen into its coordinator's folder, a child of a parent outside every area goes beside
/// the parent with a note saying so, the app type-checks, existing files only gain lines, and `remove`
/// gives back every byte.
final class FlowsGroupedByFeatureAreaEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("FlowsGroupedByFeatureArea", into: &workspaces)
    }

    private func exists(_ app: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path)
    }

    func testInitRecordsTheFeatureAreaAsAWildcard() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.layout.coordinators, "Ledger/Features/*/{Name}")
        XCTAssertEqual(shape.layout.screens, "Ledger/Features/*/{Name}")
        XCTAssertTrue(output.contains("coordinators per feature: Ledger/Features/*/{Name} (5 flows)"), output)
    }

    func testNewFilesGoIntoTheAreaOfTheFlowTheyGoBesideAndTypeCheck() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Statements", "--parent", "Cards"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(
            child.stdout.contains(
                "Statements's coordinator goes into Ledger/Features/Cards/Statements, in the feature area of its parent Cards (layout.coordinators: Ledger/Features/*/{Name})"
            ), child.stdout)
        XCTAssertTrue(exists(app, "Ledger/Features/Cards/Statements/StatementsCoordinator.swift"))
        XCTAssertTrue(exists(app, "Ledger/Features/Cards/Statements/StatementsViewController.swift"))

        let screen = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Transfers"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        XCTAssertTrue(exists(app, "Ledger/Features/Accounts/Transfers/ReceiptViewController.swift"), screen.output)
        XCTAssertTrue(screen.stdout.contains("in the feature area of its coordinator Transfers"), screen.stdout)

        let rootChild = CoordgenBinary.run(["new", "coordinator", "Help", "--parent", "App"], in: app)
        XCTAssertEqual(rootChild.status, 0, rootChild.output)
        XCTAssertTrue(exists(app, "Ledger/App/HelpCoordinator.swift"))
        XCTAssertTrue(exists(app, "Ledger/App/HelpViewController.swift"), "beside its coordinator, not in another flow's folder")
        XCTAssertTrue(
            rootChild.stdout.contains(
                "Help's screens go into Ledger/App, beside its coordinator: layout.screens (Ledger/Features/*/{Name}) takes its area from the folder of its parent App, which lies in no area of it; pass --in to choose"
            ), rootChild.stdout)

        let outsideScreen = CoordgenBinary.run(["new", "screen", "Tip", "--coordinator", "Help"], in: app)
        XCTAssertEqual(outsideScreen.status, 0, outsideScreen.output)
        XCTAssertTrue(exists(app, "Ledger/App/TipViewController.swift"), "beside its coordinator outside every area: \(outsideScreen.output)")
        XCTAssertTrue(outsideScreen.stdout.contains("Help's screens go into Ledger/App, beside its coordinator"), outsideScreen.stdout)

        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Statements", "--parent", "Cards"], ["remove", "coordinator", "Statements"]])
    }

    func testAnAreaIsFilledOnlyFromAFolderInsideThePattern() {
        let pattern = "Ledger/Features/*/{Name}"
        XCTAssertEqual(LayoutConventions.folder(pattern, flow: "Zebra", near: "Ledger/Features/Cards/Limits"), "Ledger/Features/Cards/Zebra")
        XCTAssertNil(LayoutConventions.folder(pattern, flow: "Zebra", near: "Ledger/App"))
        XCTAssertNil(LayoutConventions.folder(pattern, flow: "Zebra", near: "Other/Features/Cards/Limits"))
        XCTAssertNil(LayoutConventions.folder(pattern, flow: "Zebra", near: nil))
        XCTAssertEqual(LayoutConventions.folder("App/{Name}Scene", flow: "Zebra", near: nil), "App/ZebraScene")
        XCTAssertEqual(
            LayoutConventions.folder("App/*/{Name}Scene/Coordinator", flow: "Zebra", near: "App/Shop/CartScene/Coordinator"),
            "App/Shop/ZebraScene/Coordinator")
        XCTAssertTrue(LayoutDetector.folder("Ledger/Features/Cards/Limits", matches: pattern))
        XCTAssertFalse(LayoutDetector.folder("Ledger/App", matches: pattern))
    }
}
