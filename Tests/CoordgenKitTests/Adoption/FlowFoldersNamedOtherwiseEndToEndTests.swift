import Foundation
import XCTest

@testable import CoordgenKit

/// Apps that keep each flow's coordinator with its screens in a folder named after the feature, not the
/// coordinator (`Flows/Bookings flow/BookingCoordinator.swift` beside `BookingsViewController.swift`,
/// `Flows/Login flow/AccountCoordinator.swift`). The screens' pattern (`Flows/{Name} flow`) names those
/// folders; the coordinators' names do not. `init` records that a new flow's coordinator goes into the
/// folder its first screen gets, and a new screen of an existing coordinator goes beside it, where the
/// folder the pattern names does not exist. Every placement is said; the app type-checks; `remove`
/// gives back every byte.
final class FlowFoldersNamedOtherwiseEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testInitRecordsThatCoordinatorsLiveWithTheirScreens() throws {
        let (_, shape, output) = try ExistingApps.adopted("FlowFoldersNamedOtherwise", into: &workspaces)
        XCTAssertEqual(shape.layout.coordinators, "Hotel/Flows/{Name} flow")
        XCTAssertEqual(shape.layout.screens, "Hotel/Flows/{Name} flow")
        XCTAssertTrue(
            output.contains(
                "layout:      coordinators in their flow's folder with its screens: Hotel/Flows/{Name} flow (3 of 3 flows; layout.coordinators)"
            ), output)
    }

    func testANewFlowStaysInOneFolderAndANewScreenGoesBesideItsCoordinator() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowFoldersNamedOtherwise", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Booking"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            giraffe.output.contains(
                "note: Booking's screen goes beside its coordinator in Hotel/Flows/Bookings flow, one of the flows' folders (layout.screens: Hotel/Flows/{Name} flow); Hotel/Flows/Booking flow, where the pattern names it, does not exist (--in chooses another)"
            ), giraffe.output)
        for path in [
            "Hotel/Flows/Zebra flow/ZebraCoordinator.swift", "Hotel/Flows/Zebra flow/ZebraViewController.swift",
            "Hotel/Flows/Bookings flow/GiraffeViewController.swift",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), "\(path)\n\(zebra.output)\n\(giraffe.output)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Hotel/Flows/Booking flow").path))
        // A screen of a coordinator whose folder the pattern names goes there, without a note.
        let yak = CoordgenBinary.run(["new", "screen", "Yak", "--coordinator", "Profile"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        XCTAssertFalse(yak.output.contains("beside its coordinator"), yak.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Hotel/Flows/Profile flow/YakViewController.swift").path))
        // A Swift 5 app whose coordinators are not isolated: it builds in Swift 5 mode only, as ours do.
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal)])
        original.assertOnlyGainedLines(in: app)
    }

    /// Coordinators kept together in one folder the screens' pattern happens to name (`Hotel/Coordinators`
    /// under `Hotel/{Name}`) hold no screens: a new screen goes beside its coordinator's screens, not among them.
    func testAFolderOfCoordinatorsIsNoFlowFolder() throws {
        let app = try ExistingApps.copy("FlowFoldersNamedOtherwise")
        workspaces.append(app.deletingLastPathComponent())
        let files = FileManager.default
        let hotel = app.appendingPathComponent("Hotel")
        try files.createDirectory(at: hotel.appendingPathComponent("Coordinators"), withIntermediateDirectories: true)
        for (folder, screens) in [("Bookings flow", ["Bookings", "BookingDetail"]), ("Login flow", ["Login"]), ("Profile flow", ["Profile"])] {
            let flow = hotel.appendingPathComponent("Flows/\(folder)")
            for coordinator in try files.contentsOfDirectory(atPath: flow.path) where coordinator.hasSuffix("Coordinator.swift") {
                try files.moveItem(at: flow.appendingPathComponent(coordinator), to: hotel.appendingPathComponent("Coordinators/\(coordinator)"))
            }
            let screensFolder = hotel.appendingPathComponent(screens[0])
            try files.createDirectory(at: screensFolder, withIntermediateDirectories: true)
            for screen in screens {
                try files.moveItem(
                    at: flow.appendingPathComponent("\(screen)ViewController.swift"), to: screensFolder.appendingPathComponent("\(screen)ViewController.swift"))
            }
        }
        try files.removeItem(at: hotel.appendingPathComponent("Flows"))
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        XCTAssertFalse(initRun.output.contains("with its screens"), initRun.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Account"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        // Not among the coordinators: beside the one screen Account shows (`LoginViewController` in
        // Hotel/Login), the pattern's Hotel/Account not existing.
        XCTAssertTrue(files.fileExists(atPath: hotel.appendingPathComponent("Login/GiraffeViewController.swift").path), giraffe.output)
        XCTAssertTrue(giraffe.output.contains("note: Giraffe's screen goes beside its coordinator's screens in Hotel/Login (LoginViewController)"), giraffe.output)
        XCTAssertFalse(files.fileExists(atPath: hotel.appendingPathComponent("Coordinators/GiraffeViewController.swift").path), giraffe.output)
    }

    /// A flow copied from one whose folder is not spelled like it (`--like Account`, kept in `Login flow`)
    /// goes into the folder the layout names for the new flow (`Zebra flow`), said in one note, not into
    /// the example's folder; `remove` gives back every byte.
    func testACopyGoesIntoTheNewFlowsOwnFolder() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowFoldersNamedOtherwise", into: &workspaces)
        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Account"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "note: Zebra's files go into Hotel/Flows/Zebra flow, a folder of its own as Account's are in Hotel/Flows/Login flow (the layout of .coordgen.yml: one folder per flow)"
            ), zebra.output)
        for path in ["Hotel/Flows/Zebra flow/ZebraCoordinator.swift", "Hotel/Flows/Zebra flow/ZebraViewController.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path), "\(path)\n\(zebra.output)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Hotel/Flows/Login flow/ZebraCoordinator.swift").path))
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal)])
        original.assertOnlyGainedLines(in: app)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), original)
    }

    func testRemovingANewFlowAndScreenGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowFoldersNamedOtherwise", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "App"], ["new", "screen", "Giraffe", "--coordinator", "Booking"],
                ["remove", "screen", "Giraffe", "--coordinator", "Booking"], ["remove", "coordinator", "Zebra"],
            ])
    }
}
