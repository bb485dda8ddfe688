import Foundation
import XCTest

/// `coordgen rename coordinator` through the built binary: types, files, the flow-enum case, methods
/// and uses renamed in every style and in a classic Xcode project; the app type-checks afterwards in
/// the language modes; identifiers that hold the name as a word, and the comments and strings coordgen
/// wrote, follow it, while the user's comments and strings keep their text and are listed in a note;
/// `tree` shows the new name.
final class RenameCoordinatorEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    /// Every Swift file of `app`, split into app and test sources.
    private func swiftSources(of app: URL) -> (app: [URL], tests: [URL]) {
        let files = GoldenTree.listFiles(app).filter { $0.hasSuffix(".swift") }.map(app.appendingPathComponent)
        return (files.filter { !$0.path.contains("Tests/") }, files.filter { $0.path.contains("Tests/") })
    }

    func testEveryStyleRenamesAndStillTypeChecks() throws {
        for style in ["uikit", "router", "swiftui"] {
            let name = "Rename\(style.capitalized)"
            XCTAssertEqual(
                coordgen("new", "project", name, "--style", style, "--testing", "xctest", "--xcode", "16", in: workspace).status, 0)
            let app = workspace.appendingPathComponent(name)
            for arguments in [
                ["new", "coordinator", "Reservation", "--parent", "App"], ["new", "screen", "Details", "--coordinator", "Reservation"],
                ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
            ] {
                XCTAssertEqual(CoordgenBinary.run(arguments, in: app).status, 0, "\(style): \(arguments)")
            }
            // What the user wrote that names the flow: a comment and a string stay, the identifier follows.
            let appCoordinatorFile = app.appendingPathComponent("\(name)/Coordinators/AppCoordinator.swift")
            let userLines = ["// The Reservation desk answers questions about this flow.", "let reservationDeskTitle = \"Reservation desk\""]
            let appCoordinatorText = try String(contentsOf: appCoordinatorFile, encoding: .utf8)
            try Data((appCoordinatorText + "\n" + userLines.joined(separator: "\n") + "\n").utf8).write(to: appCoordinatorFile)
            let userLineNumbers = (1...2).map { appCoordinatorText.split(separator: "\n", omittingEmptySubsequences: false).count + $0 }
            let before = TreeSnapshot(app)
            let dryRun = coordgen("rename", "coordinator", "Reservation", "Booking", "--dry-run", in: app)
            XCTAssertEqual(dryRun.status, 0, dryRun.output)
            XCTAssertTrue(dryRun.stdout.contains("+    func openBookingCoordinator()"), dryRun.stdout)
            XCTAssertEqual(TreeSnapshot(app), before, "\(style): the dry run changed the app")

            let result = coordgen("rename", "coordinator", "Reservation", "Booking", in: app)
            XCTAssertEqual(result.status, 0, "\(style): \(result.output)")
            let coordinators = app.appendingPathComponent("\(name)/Coordinators")
            XCTAssertFalse(FileManager.default.fileExists(atPath: coordinators.appendingPathComponent("ReservationCoordinator.swift").path))
            let booking = try String(contentsOf: coordinators.appendingPathComponent("BookingCoordinator.swift"), encoding: .utf8)
            XCTAssertTrue(
                booking.hasPrefix("//\n//  BookingCoordinator.swift\n"), "\(style): the header names the file: \(booking.prefix(60))")
            XCTAssertTrue(booking.contains("final class BookingCoordinator"), booking)
            // No identifier holds the old name, nor a comment or string coordgen wrote: what is left is
            // the user's, listed in a note.
            var leftovers: [String] = []
            for file in GoldenTree.listFiles(app) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8)
                leftovers += text.split(separator: "\n").filter { $0.contains("Reservation") || $0.contains("reservation") }.map(String.init)
            }
            XCTAssertEqual(leftovers, [userLines[0], "let bookingDeskTitle = \"Reservation desk\""], "\(style)")
            XCTAssertTrue(booking.contains("Booking flow"), "\(style): coordgen's comments follow the name: \(booking)")
            XCTAssertTrue(
                result.output.contains(
                    "kept Reservation in comments and strings coordgen did not write (yours, so yours to reword): \(name)/Coordinators/AppCoordinator.swift:\(userLineNumbers[0]), \(name)/Coordinators/AppCoordinator.swift:\(userLineNumbers[1])"
                ), "\(style): \(result.output)")
            let parent = try String(contentsOf: coordinators.appendingPathComponent("AppCoordinator.swift"), encoding: .utf8)
            XCTAssertTrue(parent.contains("func openBookingCoordinator()"), parent)
            XCTAssertFalse(parent.contains("openReservationCoordinator()\n"), parent)
            if style == "uikit" {
                let flowEnum = try String(contentsOf: coordinators.appendingPathComponent("CoordinatorType.swift"), encoding: .utf8)
                XCTAssertTrue(flowEnum.contains("    case booking\n"), flowEnum)
                XCTAssertTrue(booking.contains("{ .booking }"), booking)
            }
            if style == "swiftui" { XCTAssertTrue(parent.contains("case booking(BookingCoordinator)"), parent) }
            XCTAssertTrue(coordgen("tree", in: app).stdout.contains("BookingCoordinator"))

            // rename screen: the class, its file, the coordinator's pushTo method (and route case).
            let screen = style == "swiftui" ? "View" : "ViewController"
            let screenDryRun = TreeSnapshot(app)
            XCTAssertEqual(coordgen("rename", "screen", "Details", "Summary", "--dry-run", in: app).status, 0)
            XCTAssertEqual(TreeSnapshot(app), screenDryRun, "\(style): the dry run changed the app")
            let renamed = coordgen("rename", "screen", "Details\(screen)", "Summary", in: app)
            XCTAssertEqual(renamed.status, 0, "\(style): \(renamed.output)")
            let screens = app.appendingPathComponent("\(name)/Screens")
            XCTAssertFalse(FileManager.default.fileExists(atPath: screens.appendingPathComponent("Details\(screen).swift").path))
            XCTAssertTrue(
                try String(contentsOf: screens.appendingPathComponent("Summary\(screen).swift"), encoding: .utf8).contains(
                    "Summary\(screen)"))
            let flow = try String(contentsOf: coordinators.appendingPathComponent("BookingCoordinator.swift"), encoding: .utf8)
            XCTAssertTrue(flow.contains("func pushToSummary()"), flow)
            XCTAssertFalse(flow.contains("pushToDetails"), flow)
            if style == "swiftui" { XCTAssertTrue(flow.contains("case summary"), flow) }
            let clash = coordgen("rename", "screen", "Summary", "Booking", in: app)
            XCTAssertEqual(clash.status, 1, "\(style): \(clash.output)")

            let (sources, tests) = swiftSources(of: app)
            // An Xcode 16 project records nonisolated default isolation and writes @MainActor itself, and
            // its code builds under MainActor default isolation too (swiftui's conformances per compiler).
            let cells = [
                LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
                LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
            ]
            for settings in cells {
                do {
                    _ = try SwiftCompiler.typeCheck(
                        appSources: sources, testSources: tests, moduleName: name, settings: settings,
                        frameworks: style == "swiftui" ? .swiftUI : .uikit)
                } catch let failure as SwiftCompiler.Failure {
                    XCTFail("\(style), \(settings): \(failure.errors.map(\.description).joined(separator: "\n"))")
                }
            }
        }
    }

    func testAClassicProjectsFileReferencesAreRenamed() throws {
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: app).status, 0)
        let result = CoordgenBinary.run(["rename", "coordinator", "Reservation", "Booking"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let pbxproj = try String(contentsOf: app.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8)
        XCTAssertFalse(pbxproj.contains("Reservation"), pbxproj)
        for entry in ["/* BookingCoordinator.swift in Sources */", "path = BookingCoordinator.swift;", "/* BookingViewController.swift */"]
        {
            XCTAssertTrue(pbxproj.contains(entry), "\(entry) missing")
        }
        // Renaming back gives the project as `new coordinator` wrote it.
        XCTAssertEqual(CoordgenBinary.run(["rename", "coordinator", "Booking", "Reservation"], in: app).status, 0)
        XCTAssertTrue(
            try String(contentsOf: app.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), encoding: .utf8).contains(
                "path = ReservationCoordinator.swift;"))
        let (sources, _) = swiftSources(of: app)
        _ = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: 5)
    }

    /// A method, property or case the rename gives a new name must not meet one its type declares:
    /// refused in one line naming both places, nothing changed. Once the way is clear, the rename
    /// goes through, and a renamed method's labels that are the name (`reservation:`) follow it —
    /// in the declaration, the body's uses of the parameter, the calls and a `#selector`-style reference.
    func testARenamedMemberMeetingADeclaredNameIsRefusedAndLabelsFollow() throws {
        XCTAssertEqual(coordgen("new", "project", "Hotel", "--testing", "xctest", "--xcode", "16", in: workspace).status, 0)
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        let desk = "Hotel/Coordinators/AppCoordinator+Desk.swift"
        try write(
            """
            import UIKit

            extension AppCoordinator {
                func showReservationDesk(reservation: Int, for reservationID: Int) -> Int {
                    let total = reservation + reservationID
                    return total + reservation
                }

                func showBookingDesk() {}

                func callsTheDesk() -> Int {
                    let desk = showReservationDesk
                    _ = desk
                    _ = showReservationDesk(reservation:for:)
                    return showReservationDesk(reservation: 1, for: 2)
                }
            }

            """, to: desk)
        assertRefusedInOneLine(
            ["rename", "coordinator", "Reservation", "Booking"],
            saying:
                "renaming showReservationDesk (\(desk):4) to showBookingDesk would give AppCoordinator two declarations named showBookingDesk: \(desk):9 declares one already"
        )
        try write(try read(desk).replacingOccurrences(of: "    func showBookingDesk() {}\n\n", with: ""), to: desk)
        let result = coordgen("rename", "coordinator", "Reservation", "Booking")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            try read(desk),
            """
            import UIKit

            extension AppCoordinator {
                func showBookingDesk(booking: Int, for bookingID: Int) -> Int {
                    let total = booking + bookingID
                    return total + booking
                }

                func callsTheDesk() -> Int {
                    let desk = showBookingDesk
                    _ = desk
                    _ = showBookingDesk(booking:for:)
                    return showBookingDesk(booking: 1, for: 2)
                }
            }

            """)
        let (sources, tests) = swiftSources(of: project)
        _ = try SwiftCompiler.typeCheck(appSources: sources, testSources: tests, moduleName: "Hotel", swiftVersion: 6)
    }

    func testACollidingNameIsRefusedChangingNothing() throws {
        XCTAssertEqual(coordgen("new", "project", "Hotel", in: workspace).status, 0)
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        XCTAssertEqual(coordgen("new", "coordinator", "Payment", "--parent", "App").status, 0)
        assertRefused(
            ["rename", "coordinator", "Reservation", "Payment"],
            saying: "class PaymentCoordinator is already declared at Hotel/Coordinators/PaymentCoordinator.swift")
        assertRefused(["rename", "coordinator", "App", "Main"], saying: "AppCoordinator is the app's root coordinator")
        let help = coordgen("rename", "coordinator", "--help")
        XCTAssertTrue(help.stdout.contains("Example: coordgen rename coordinator Reservation Booking"), help.stdout)
    }
}
