import Foundation
import XCTest

final class NewCoordinatorEndToEndTests: EndToEndTestCase {
    func testAddsTheCoordinatorItsCaseAndTheParentWiring() throws {
        let result = coordgen("new", "coordinator", "reservation", "--parent", "App")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("note: using Reservation for \"reservation\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("added case reservation to Hotel/Coordinators/CoordinatorType.swift"), result.stdout)
        XCTAssertTrue(result.stdout.contains("created Hotel/Coordinators/ReservationCoordinator.swift"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "added openReservationCoordinator() to AppCoordinatorProtocol and AppCoordinator in Hotel/Coordinators/AppCoordinator.swift"
            ), result.stdout)
        XCTAssertTrue(try read("Hotel/Coordinators/CoordinatorType.swift").contains("    case app\n    case reservation\n}"))
        let app = try read("Hotel/Coordinators/AppCoordinator.swift")
        XCTAssertEqual(app.components(separatedBy: "func openReservationCoordinator()").count, 3, app)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("HotelTests/ReservationCoordinatorTests.swift").path))
    }

    func testHandWrittenParentIsMadeAFinishDelegate() throws {
        try write(
            """
            import UIKit

            @MainActor
            protocol SettingsCoordinatorProtocol: Coordinator {}

            final class SettingsCoordinator: SettingsCoordinatorProtocol {
            \tweak var finishDelegate: (any CoordinatorFinishDelegate)?
            \tvar navigationController: UINavigationController
            \tvar childCoordinators: [any Coordinator] = []
            \tvar type: CoordinatorType { .app }

            \tinit(_ navigationController: UINavigationController) {
            \t\tself.navigationController = navigationController
            \t}

            \tfunc start() {}
            }

            """, to: "Hotel/Flows/Settings.swift")
        let result = coordgen("new", "coordinator", "Profile", "--parent", "Settings")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("made SettingsCoordinator a CoordinatorFinishDelegate in Hotel/Flows/Settings.swift"), result.stdout)
        let settings = try read("Hotel/Flows/Settings.swift")
        XCTAssertTrue(
            settings.contains("\tfunc openProfileCoordinator() {\n\t\tlet coordinator = ProfileCoordinator(navigationController)"), settings
        )
        XCTAssertTrue(settings.contains("protocol SettingsCoordinatorProtocol: Coordinator {\n\t/// Starts the Profile flow"), settings)
        // The appended conformance follows the file's tab indentation.
        XCTAssertTrue(
            settings.hasSuffix(
                "}\n\nextension SettingsCoordinator: CoordinatorFinishDelegate {\n\tfunc coordinatorDidFinish(childCoordinator: any Coordinator) {\n\t\t// Only the finished child, by identity: its siblings keep running.\n\t\tchildCoordinators.removeAll { $0 === childCoordinator }\n\t}\n}\n"
            ), settings)
    }

    func testWorksFromASubfolder() throws {
        let result = coordgen("new", "coordinator", "Payment", "--no-tests", in: project.appendingPathComponent("Hotel/Screens"))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Coordinators/PaymentCoordinator.swift").path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("HotelTests/PaymentCoordinatorTests.swift").path))
    }

    func testDuplicateCaseIsRefusedEvenWithForce() {
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation").status, 0)
        assertRefused(["new", "coordinator", "Reservation"], saying: "already")
        assertRefused(["new", "coordinator", "Reservation", "--force"], saying: "CoordinatorType already has a case named reservation")
        assertRefused(["new", "coordinator", "App"], saying: "CoordinatorType already has a case named app")
    }

    func testIdenticalFilesAreKeptAndChangedOnesNeedForce() throws {
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation").status, 0)
        // The case is gone but the files are as coordgen wrote them: they are identical, not in the way.
        try write("enum CoordinatorType {\n    case app\n}\n", to: "Hotel/Coordinators/CoordinatorType.swift")
        let again = coordgen("new", "coordinator", "Reservation")
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertTrue(again.stdout.contains("Hotel/Coordinators/ReservationCoordinator.swift is already up to date"), again.stdout)
        // A file the user changed is never overwritten without --force.
        try write("enum CoordinatorType {\n    case app\n}\n", to: "Hotel/Coordinators/CoordinatorType.swift")
        try write("// my own work\n", to: "Hotel/Screens/ReservationViewController.swift")
        assertRefused(["new", "coordinator", "Reservation"], saying: "already exists; use --force to overwrite it")
        let forced = coordgen("new", "coordinator", "Reservation", "--force")
        XCTAssertEqual(forced.status, 0, forced.output)
        XCTAssertTrue(forced.stdout.contains("overwrote Hotel/Screens/ReservationViewController.swift"), forced.stdout)
    }

    func testBadInputChangesNothing() throws {
        assertRefused(["new", "coordinator", ""], saying: "the name is empty")
        assertRefused(["new", "coordinator", "2FA"], saying: "starts with a digit")
        assertRefused(["new", "coordinator", "Sign Up"], saying: "cannot be part of a Swift type name")
        assertRefused(["new", "coordinator", "../../etc"], saying: "looks like a path")
        assertRefused(["new", "coordinator", "Coordinator"], saying: "is only the Coordinator suffix")
        assertRefused(["new", "coordinator", "Self"], saying: "which Swift reserves")
        assertRefused(["new", "coordinator", "Payment", "--parent", "Nowhere"], saying: "no class NowhereCoordinator in this project")
        assertRefused(["new", "coordinator", "Payment", "--parent", "Payment"], saying: "cannot be its own parent")
        try write("// the user's own screen\n", to: "Hotel/Screens/PaymentViewController.swift")
        assertRefused(["new", "coordinator", "Payment"], saying: "Hotel/Screens/PaymentViewController.swift: already exists; use --force")
    }

    func testOutsideAProjectIsRefused() {
        assertRefused(["new", "coordinator", "Payment"], in: workspace, saying: "no .coordgen.yml in")
    }

    func testMissingOrBrokenCoordinatorTypeIsRefused() throws {
        try write("enum CoordinatorType {\n    case app\n", to: "Hotel/Coordinators/CoordinatorType.swift")
        assertRefused(["new", "coordinator", "Payment"], saying: "does not parse")
        try FileManager.default.removeItem(at: project.appendingPathComponent("Hotel/Coordinators/CoordinatorType.swift"))
        assertRefused(["new", "coordinator", "Payment"], saying: "no enum CoordinatorType found")
    }

    func testCoordinatorTypeElsewhereIsFound() throws {
        try FileManager.default.removeItem(at: project.appendingPathComponent("Hotel/Coordinators/CoordinatorType.swift"))
        try write("// Moved here.\nenum CoordinatorType: String, CaseIterable {\n\tcase app\n}\n", to: "Hotel/Flows.swift")
        let result = coordgen("new", "coordinator", "Payment")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            try read("Hotel/Flows.swift"), "// Moved here.\nenum CoordinatorType: String, CaseIterable {\n\tcase app\n\tcase payment\n}\n")
    }

    func testMalformedConfigIsRefused() throws {
        try write("name: Hotel\nstyle: uikit\npaths: [unclosed\n", to: ".coordgen.yml")
        assertRefused(["new", "coordinator", "Payment"], saying: ".coordgen.yml is not valid")
        try write(
            "name: Hotel\nstyle: viper\npaths:\n  coordinators: a\n  screens: b\n  tests: c\n  coordinatorType: d\n", to: ".coordgen.yml")
        assertRefused(["new", "coordinator", "Payment"], saying: "unknown style")
        try write("name: Hotel\nstyle: uikit\npath:\n  coordinators: a\n", to: ".coordgen.yml")
        assertRefused(["new", "coordinator", "Payment"], saying: "unknown key 'path'")
    }

    func testDryRunPrintsADiffAndWritesNothing() {
        let before = TreeSnapshot(workspace)
        let result = coordgen("new", "coordinator", "Reservation", "--parent", "App", "--dry-run")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("--- a/Hotel/Coordinators/CoordinatorType.swift"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+    case reservation"), result.stdout)
        XCTAssertTrue(result.stdout.contains("+    func openReservationCoordinator() {"), result.stdout)
        XCTAssertTrue(result.stdout.contains("create  Hotel/Coordinators/ReservationCoordinator.swift"), result.stdout)
        XCTAssertEqual(TreeSnapshot(workspace), before)
    }

    func testUserTemplateWithAStencilErrorNamesTheFileAndLine() throws {
        let templates = workspace.appendingPathComponent("MyTemplates")
        XCTAssertEqual(coordgen("templates", "export", templates.path).status, 0)
        let broken = templates.appendingPathComponent("uikit/coordinator/Coordinator.swift.stencil")
        var text = try String(contentsOf: broken, encoding: .utf8)
        text = text.replacingOccurrences(of: "{% endif %}", with: "")
        try Data(text.utf8).write(to: broken)
        let before = TreeSnapshot(project)
        let result = coordgen("new", "coordinator", "Payment", "--templates", templates.path)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("\(broken.path):"), result.stderr)
        XCTAssertTrue(result.stderr.contains("template error"), result.stderr)
        XCTAssertEqual(TreeSnapshot(project), before)
    }

    func testCustomTemplatesAreUsed() throws {
        let templates = workspace.appendingPathComponent("MyTemplates")
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("uikit/screen"), withIntermediateDirectories: true)
        try Data(
            "// custom {{ name }} screen\nimport UIKit\nfinal class {{ name }}ViewController: UIViewController { var onFinish: (() -> Void)? }\n"
                .utf8
        )
        .write(to: templates.appendingPathComponent("uikit/screen/ViewController.swift.stencil"))
        let result = coordgen("new", "coordinator", "Payment", "--templates", templates.path)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(try read("Hotel/Screens/PaymentViewController.swift").hasPrefix("// custom Payment screen"))
        XCTAssertTrue(try read("Hotel/Coordinators/PaymentCoordinator.swift").contains("final class PaymentCoordinator"))
        assertRefused(
            ["new", "coordinator", "Other", "--templates", workspace.appendingPathComponent("nope").path], saying: "does not exist")
    }

    func testTemplatesFolderFromTheConfigIsUsed() throws {
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("MyTemplates/uikit/screen"), withIntermediateDirectories: true)
        try write(
            "// team screen {{ name }}\nimport UIKit\nfinal class {{ name }}ViewController: UIViewController { var onFinish: (() -> Void)? }\n",
            to: "MyTemplates/uikit/screen/ViewController.swift.stencil")
        let config = try read(".coordgen.yml")
        try write(config + "templates: MyTemplates\n", to: ".coordgen.yml")
        let result = coordgen("new", "coordinator", "Payment")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(try read("Hotel/Screens/PaymentViewController.swift").hasPrefix("// team screen Payment\n"))
    }

    func testConcurrentRunsLoseNothing() throws {
        let names = (1...6).map { "Flow\($0)" }
        let group = DispatchGroup()
        let results = ResultsBox()
        let project = project
        for name in names {
            DispatchQueue.global().async(group: group) {
                let result = CoordgenBinary.run(["new", "coordinator", name, "--parent", "App"], in: project)
                results.append(result.status)
            }
        }
        group.wait()
        XCTAssertEqual(results.values, Array(repeating: 0, count: names.count))
        let enumText = try read("Hotel/Coordinators/CoordinatorType.swift")
        let app = try read("Hotel/Coordinators/AppCoordinator.swift")
        for name in names {
            XCTAssertTrue(enumText.contains("case flow\(name.dropFirst(4))"), enumText)
            XCTAssertTrue(app.contains("func open\(name)Coordinator() {"), name)
        }
    }
}

/// Collects results from several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int32] = []
    func append(_ value: Int32) { lock.withLock { storage.append(value) } }
    var values: [Int32] { lock.withLock { storage } }
}
