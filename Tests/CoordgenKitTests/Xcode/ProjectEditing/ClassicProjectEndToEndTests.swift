import Foundation
import XCTest

@testable import CoordgenKit

/// The built binary in a Hotel app whose project file is a classic (objectVersion 56) project with
/// groups: `new coordinator` and `new screen` add their files to the targets, `--dry-run` shows the
/// project diff and writes nothing, and a refusal leaves the tree as it was.
final class ClassicProjectEndToEndTests: EndToEndTestCase {
    private let pbxproj = "Hotel.xcodeproj/project.pbxproj"

    private func useFixture(_ name: String) throws {
        try ClassicProjectFixture.bytes(name).write(to: project.appendingPathComponent(pbxproj))
    }

    func testNewCoordinatorAndScreenJoinTheTargets() throws {
        try useFixture("objectVersion-56")
        let original = try read(pbxproj)

        let before = TreeSnapshot(workspace)
        let dryRun = coordgen("new", "coordinator", "Reservation", "--parent", "App", "--dry-run")
        XCTAssertEqual(dryRun.status, 0, dryRun.output)
        XCTAssertEqual(TreeSnapshot(workspace), before, "--dry-run wrote something")
        XCTAssertTrue(
            dryRun.stdout.contains("note: new sources go to Hotel: it compiles AppCoordinator.swift and CoordinatorType.swift"),
            dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("note: new tests go to HotelTests: it tests Hotel"), dryRun.stdout)
        XCTAssertTrue(
            dryRun.stdout.contains(
                "  modify  Hotel.xcodeproj/project.pbxproj  (added ReservationCoordinator.swift and ReservationViewController.swift to target Hotel, ReservationCoordinatorTests.swift to target HotelTests in Hotel.xcodeproj)"
            ), dryRun.stdout)
        XCTAssertTrue(
            dryRun.stdout.contains("--- a/Hotel.xcodeproj/project.pbxproj\n+++ b/Hotel.xcodeproj/project.pbxproj\n"), dryRun.stdout)
        XCTAssertNotNil(
            dryRun.stdout.range(
                of: #"\n\+\t\t[0-9A-F]{24} /\* ReservationCoordinator\.swift in Sources \*/ = \{isa = PBXBuildFile; "#,
                options: .regularExpression), dryRun.stdout)
        let pbxprojDiff = String(dryRun.stdout[dryRun.stdout.range(of: "--- a/Hotel.xcodeproj/project.pbxproj")!.lowerBound...])
        XCTAssertFalse(
            pbxprojDiff.split(separator: "\n").contains { $0.hasPrefix("-") && !$0.hasPrefix("---") },
            "the project diff removes lines:\n\(pbxprojDiff)")

        let created = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertEqual(created.status, 0, created.output)
        XCTAssertTrue(
            created.stdout.contains(
                "added ReservationCoordinator.swift and ReservationViewController.swift to target Hotel, ReservationCoordinatorTests.swift to target HotelTests in Hotel.xcodeproj"
            ), created.stdout)
        let screen = coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        XCTAssertEqual(screen.status, 0, screen.output)
        XCTAssertTrue(screen.stdout.contains("added DetailsViewController.swift to target Hotel in Hotel.xcodeproj"), screen.stdout)

        let edited = try read(pbxproj)
        try assertInsertionsOnly(old: Data(original.utf8), new: Data(edited.utf8))
        let sources = try ClassicProjectFixture(root: project).sourcesByTarget()
        XCTAssertEqual(
            sources["Hotel"]?.filter { $0.hasPrefix("Reservation") || $0.hasPrefix("Details") },
            ["DetailsViewController.swift", "ReservationCoordinator.swift", "ReservationViewController.swift"])
        XCTAssertEqual(sources["HotelTests"], ["AppCoordinatorTests.swift", "ReservationCoordinatorTests.swift"])
        XCTAssertFalse(sources["HotelWidget"]!.contains { $0.hasPrefix("Reservation") })
    }

    func testUnreadableProjectIsRefusedAndNothingChanges() throws {
        try useFixture("objectVersion-101")
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"],
            saying: "Hotel.xcodeproj/project.pbxproj has objectVersion 101, a format coordgen does not know")
        try useFixture("objectVersion-56")
        let text = try read(pbxproj)
        try write(String(text.prefix(3000)), to: pbxproj)
        assertRefused(
            ["new", "screen", "Details", "--coordinator", "App"], saying: "Hotel.xcodeproj/project.pbxproj cannot be read (line ")
        let result = coordgen("new", "screen", "Details", "--coordinator", "App")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
}

extension ClassicProjectFixture {
    /// A fixture around an existing project folder (the end-to-end tests' Hotel).
    init(root: URL) {
        self.root = root
    }
}
