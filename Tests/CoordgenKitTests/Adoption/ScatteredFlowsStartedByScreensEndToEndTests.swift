import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose flows live with their features, in folders named after the feature rather than the flow
/// (`Catalog/Loans/BorrowCoordinator.swift`, `Members/Card/MembershipCoordinator.swift`), with no root
/// whose folder could stand for them all (screens make the top-level flows). `init` records that a new
/// flow goes into its parent's folder and a new screen into its coordinator's (`{Parent}`), rather than
/// into whichever folder holds the most coordinators, another feature's; every placement is said. The
/// app type-checks in Swift 5 and 6, existing files only gain lines, `remove` gives back every byte.
final class ScatteredFlowsStartedByScreensEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsThatNewFilesGoBesideTheFlowTheyBelongTo() throws {
        let (_, shape, output) = try ExistingApps.adopted("ScatteredFlowsStartedByScreens", into: &workspaces)
        XCTAssertEqual(shape.layout.coordinators, "{Parent}")
        XCTAssertEqual(shape.layout.screens, "{Parent}")
        XCTAssertTrue(
            output.contains(
                "layout:      coordinators in 2 folders without a per-feature pattern, and no root: a new one goes into its parent's folder (layout.coordinators: {Parent}; --in chooses another)"
            ), output)
    }

    func testNewFlowsAndScreensGoIntoTheFolderOfTheFlowTheyBelongTo() throws {
        let (app, shape, _) = try ExistingApps.adopted("ScatteredFlowsStartedByScreens", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Membership"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("Zebra's coordinator goes into Library/Members/Card, in the folder of its parent Membership (layout.coordinators: {Parent})"), zebra.output)
        let yak = CoordgenBinary.run(["new", "coordinator", "Yak", "--parent", "Borrow"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Renewal"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        for path in [
            "Library/Members/Card/ZebraCoordinator.swift", "Library/Members/Card/ZebraViewController.swift", "Library/Catalog/Loans/YakCoordinator.swift",
            "Library/Catalog/Loans/YakViewController.swift", "Library/Catalog/Loans/GiraffeViewController.swift",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), "\(path)\n\(zebra.output)\n\(yak.output)\n\(giraffe.output)")
        }
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingANewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("ScatteredFlowsStartedByScreens", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "Membership"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
