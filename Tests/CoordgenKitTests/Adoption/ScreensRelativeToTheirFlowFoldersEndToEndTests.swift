import Foundation
import XCTest

@testable import CoordgenKit

/// Apps keeping a folder per flow (`Flows/{Name}/Coordinator/BookingCoordinator.swift`) whose screens'
/// own pattern comes from one area alone: `Flows/Booking/{Name}`, where one flow keeps each of its
/// screens in a folder named after the screen. That pattern would put a new flow's screen into the one
/// area's folder (`Flows/Booking/Zebra/`), away from its coordinator (`Flows/Zebra/Coordinator/`).
/// `init` reads instead where each flow's screens sit relative to its flow folder: the one folder most
/// flows share (`Flows/{Name}/Views`), else the flow folder itself. Both shapes are reshaped from the
/// hotel fixture's files; the app type-checks and only gains lines.
final class ScreensRelativeToTheirFlowFoldersEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// The hotel fixture with its files moved (`from` → `to`, below `Hotel/Flows`) and screens added.
    private func reshaped(moves: [(String, String)], added: [String: String] = [:]) throws -> URL {
        let app = try ExistingApps.copy("FlowFoldersNamedOtherwise")
        workspaces.append(app.deletingLastPathComponent())
        let files = FileManager.default
        let flows = app.appendingPathComponent("Hotel/Flows")
        for (from, to) in moves {
            let target = flows.appendingPathComponent(to)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.moveItem(at: flows.appendingPathComponent(from), to: target)
        }
        for (path, text) in added {
            let target = flows.appendingPathComponent(path)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: target, atomically: true, encoding: .utf8)
        }
        for folder in ["Bookings flow", "Login flow", "Profile flow"] { try files.removeItem(at: flows.appendingPathComponent(folder)) }
        return app
    }

    private func adoptAndAddZebra(_ app: URL) throws -> (init: String, zebra: String) {
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        return (initRun.output, zebra.output)
    }

    /// Account keeps its screen in `Screens/`, Profile in `Views/`, Booking each screen in a folder of its
    /// own in its flow folder (no folder most flows share): the new flow's screen goes into its own flow
    /// folder, beside its `Coordinator/`.
    func testMostFlowsKeepingScreensInTheirFolderPutTheNewScreenThere() throws {
        let app = try reshaped(moves: [
            ("Login flow/AccountCoordinator.swift", "Account/Coordinator/AccountCoordinator.swift"),
            ("Login flow/LoginViewController.swift", "Account/Screens/LoginViewController.swift"),
            ("Profile flow/ProfileCoordinator.swift", "Profile/Coordinator/ProfileCoordinator.swift"),
            ("Profile flow/ProfileViewController.swift", "Profile/Views/ProfileViewController.swift"),
            ("Bookings flow/BookingCoordinator.swift", "Booking/Coordinator/BookingCoordinator.swift"),
            ("Bookings flow/BookingsViewController.swift", "Booking/Bookings/BookingsViewController.swift"),
            ("Bookings flow/BookingDetailViewController.swift", "Booking/BookingDetail/BookingDetailViewController.swift"),
        ])
        let original = TreeSnapshot(app)
        let (initOutput, zebra) = try adoptAndAddZebra(app)
        XCTAssertTrue(
            initOutput.contains(
                "layout:      screens in their flow's folder: Hotel/Flows/{Name} (3 of 3 flows keep theirs in or below it; not Hotel/Flows/Booking/{Name}, one area's screens; layout.screens)"
            ), initOutput)
        for path in ["Hotel/Flows/Zebra/Coordinator/ZebraCoordinator.swift", "Hotel/Flows/Zebra/ZebraViewController.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), "\(path)\n\(zebra)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Hotel/Flows/Booking/Zebra").path), zebra)
        // A new screen of a flow goes into that flow's folder.
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Profile"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: app.appendingPathComponent("Hotel/Flows/Profile/GiraffeViewController.swift").path), giraffe.output)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        try ExistingApps.assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }

    /// Booking and Profile keep their screens in a `Views/` folder of their flow folder; the sign-in
    /// screens live in an area of their own (`Auth/Login/`, `Auth/Signup/`), which names the screens'
    /// pattern: the new flow's screen goes into `Views/` of its own flow folder.
    func testAFolderMostFlowsShareBesideTheirCoordinatorIsThePattern() throws {
        let app = try reshaped(
            moves: [
                ("Login flow/AccountCoordinator.swift", "Account/AccountCoordinator.swift"),
                ("Login flow/LoginViewController.swift", "Auth/Login/LoginViewController.swift"),
                ("Profile flow/ProfileCoordinator.swift", "Profile/ProfileCoordinator.swift"),
                ("Profile flow/ProfileViewController.swift", "Profile/Views/ProfileViewController.swift"),
                ("Bookings flow/BookingCoordinator.swift", "Booking/BookingCoordinator.swift"),
                ("Bookings flow/BookingsViewController.swift", "Booking/Views/BookingsViewController.swift"),
                ("Bookings flow/BookingDetailViewController.swift", "Booking/Views/BookingDetailViewController.swift"),
            ],
            added: ["Auth/Signup/SignupViewController.swift": "import UIKit\n\nfinal class SignupViewController: UIViewController {}\n"])
        let original = TreeSnapshot(app)
        let (initOutput, zebra) = try adoptAndAddZebra(app)
        XCTAssertTrue(
            initOutput.contains(
                "layout:      screens where 2 of 3 flows keep theirs in their flow's folder: Hotel/Flows/{Name}/Views (not Hotel/Flows/Auth/{Name}, one area's screens; layout.screens)"
            ), initOutput)
        for path in ["Hotel/Flows/Zebra/ZebraCoordinator.swift", "Hotel/Flows/Zebra/Views/ZebraViewController.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), "\(path)\n\(zebra)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Hotel/Flows/Auth/Zebra").path), zebra)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        try ExistingApps.assertTypeChecks(app, shape)
        original.assertOnlyGainedLines(in: app)
    }
}
