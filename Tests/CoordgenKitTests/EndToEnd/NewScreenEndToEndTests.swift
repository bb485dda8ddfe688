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

    func testATestTargetsMockOfTheCoordinatorIsNotTheOneEdited() throws {
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        // The app's class lives away from where the layout puts it, so no file is tried first.
        let moved = "Hotel/Flows/ReservationCoordinator.swift"
        try write(try read("Hotel/Coordinators/ReservationCoordinator.swift"), to: moved)
        try FileManager.default.removeItem(at: project.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift"))
        // A test target's stand-in that redeclares the class, in a folder that sorts before the app's.
        let mock = "final class ReservationCoordinator {\n    func start() {}\n}\n"
        try write(mock, to: "AcceptanceTests/Mocks/ReservationCoordinatorMock.swift")
        let result = coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(try read("AcceptanceTests/Mocks/ReservationCoordinatorMock.swift"), mock)
        let edited = try read(moved)
        XCTAssertTrue(edited.contains("func pushToDetails() {"), edited)
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
