import Foundation
import XCTest

final class NewScreenEndToEndTests: EndToEndTestCase {
    func testPushAndPresentMethodsAreAdded() throws {
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        let push = coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        XCTAssertEqual(push.status, 0, push.output)
        XCTAssertTrue(push.stdout.contains("added pushToDetails() to ReservationCoordinator"), push.stdout)
        let present = coordgen("new", "screen", "help-center", "--coordinator", "ReservationCoordinator", "--present")
        XCTAssertEqual(present.status, 0, present.output)
        let coordinator = try read("Hotel/Coordinators/ReservationCoordinator.swift")
        XCTAssertTrue(coordinator.contains("func pushToDetails() {"), coordinator)
        XCTAssertTrue(coordinator.contains("func presentHelpCenter() {"), coordinator)
        XCTAssertTrue(coordinator.contains("    func pushToDetails()\n"), coordinator)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Screens/HelpCenterViewController.swift").path))
    }

    func testBadScreensAreRefused() throws {
        assertRefused(["new", "screen", "Details", "--coordinator", "Missing"], saying: "no class MissingCoordinator in this project")
        try write("// mine\n", to: "Hotel/Screens/SettingsViewController.swift")
        assertRefused(["new", "screen", "Settings", "--coordinator", "App"], saying: "SettingsViewController.swift: already exists")
        XCTAssertEqual(coordgen("new", "screen", "Details", "--coordinator", "App").status, 0)
        assertRefused(["new", "screen", "Details", "--coordinator", "App", "--force"], saying: "already has")
        let missingOption = coordgen("new", "screen", "Details")
        XCTAssertEqual(missingOption.status, 64, missingOption.output)
    }
}
