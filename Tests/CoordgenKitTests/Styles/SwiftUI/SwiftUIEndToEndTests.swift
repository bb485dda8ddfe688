import Foundation
import XCTest

/// `--style swiftui` through the built binary: the skeleton, every later command following the style
/// recorded in `.coordgen.yml`, and refusals that leave the project byte-identical.
final class SwiftUIEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let result = coordgen("new", "project", "Hotel", "--style", "swiftui", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testNewProjectWritesTheSwiftUISkeleton() throws {
        for path in [
            "Hotel/App/HotelApp.swift", "Hotel/Coordinators/Coordinator.swift", "Hotel/Coordinators/BaseCoordinator.swift",
            "Hotel/Coordinators/AppCoordinator.swift", "Hotel/Navigation/Navigator.swift", "Hotel/Navigation/Presentation.swift",
            "Hotel/Navigation/CoordinatorStack.swift", "Hotel/Navigation/FlowRoot.swift", "Hotel/Screens/HomeView.swift",
            "Hotel/Assets.xcassets/Contents.json", "HotelTests/AppCoordinatorTests.swift", "Hotel.xcodeproj/project.pbxproj",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path), path)
        }
        for uikitOnly in ["Hotel/App/AppDelegate.swift", "Hotel/App/SceneDelegate.swift", "Hotel/Coordinators/CoordinatorType.swift"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(uikitOnly).path), uikitOnly)
        }
        XCTAssertTrue(try read(".coordgen.yml").contains("\nstyle: swiftui\n"))
        XCTAssertFalse(try read(".coordgen.yml").contains("coordinatorType"))
        // Xcode generates a SwiftUI app's whole Info.plist, scene manifest included.
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Info.plist").path))
        XCTAssertTrue(try read("Hotel.xcodeproj/project.pbxproj").contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;"))
        XCTAssertTrue(try read("Hotel/App/HotelApp.swift").contains("@main\nstruct HotelApp: App {"))
    }

    func testScenarioAddsDestinationsViewsAndMethods() throws {
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", "App"],
            ["new", "coordinator", "payment", "--parent", "Reservation", "--present"],
            ["new", "screen", "DetailsView", "--coordinator", "Reservation"],
            ["new", "screen", "Help", "--coordinator", "App", "--present"],
            ["new", "coordinator", "default", "--parent", "Payment"],
        ] {
            let result = coordgen(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)\n\(result.output)")
        }
        let app = try read("Hotel/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(app.contains("        case reservation(ReservationCoordinator)\n        case help\n    }"), app)
        XCTAssertTrue(
            app.contains(
                "        case .help:\n            HelpView(onFinish: { [weak self] in\n                self?.dismiss()\n            })\n        }"
            ), app)
        XCTAssertTrue(app.contains("    func presentHelp() {\n        present(.help)\n    }"), app)
        let reservation = try read("Hotel/Coordinators/ReservationCoordinator.swift")
        XCTAssertTrue(
            reservation.contains("        case .payment(let coordinator):\n            CoordinatorStack(coordinator: coordinator)\n"),
            reservation)
        XCTAssertTrue(
            reservation.contains("present(.payment(coordinator), style: .fullScreenCover, startingFlow: coordinator)"), reservation)
        XCTAssertTrue(reservation.contains("    func pushToDetails() {\n        push(.details)\n    }"), reservation)
        let payment = try read("Hotel/Coordinators/PaymentCoordinator.swift")
        XCTAssertTrue(payment.contains("        case `default`(DefaultCoordinator)\n"), payment)
        XCTAssertTrue(
            payment.contains("        case .`default`(let coordinator):\n            FlowRoot(coordinator: coordinator)\n"), payment)
        for view in ["Reservation", "Payment", "Details", "Help", "Default"] {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Screens/\(view)View.swift").path), view)
        }
    }

    func testOutputSaysWhatWasAddedWhere() {
        let coordinator = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertTrue(
            coordinator.stdout.contains(
                "added openReservationCoordinator() to AppCoordinator in Hotel/Coordinators/AppCoordinator.swift; added case .reservation to Destination and its view to view(for:)"
            ), coordinator.stdout)
        let screen = coordgen("new", "screen", "Details", "--coordinator", "Reservation", "--dry-run")
        XCTAssertEqual(screen.status, 0, screen.output)
        XCTAssertTrue(screen.stdout.contains("+        case details\n"), screen.stdout)
        XCTAssertTrue(
            screen.stdout.contains("+        case .details:\n+            DetailsView(onFinish: { [weak self] in\n"), screen.stdout)
    }

    func testRefusalsChangeNothing() throws {
        XCTAssertEqual(coordgen("new", "screen", "Details", "--coordinator", "App").status, 0)
        assertRefused(
            ["new", "screen", "Details", "--coordinator", "App", "--force"],
            saying: "AppCoordinator already has a function named pushToDetails")
        // Another way to show the same case is refused too: the case exists.
        assertRefused(
            ["new", "screen", "Details", "--coordinator", "App", "--present", "--force"],
            saying: "Destination already has a case named details")
        assertRefused(
            ["new", "screen", "Navigation", "--coordinator", "App"], saying: "would make NavigationView, which is SwiftUI's own view")
        assertRefused(["new", "coordinator", "Scroll", "--parent", "App"], saying: "would make ScrollView, which is SwiftUI's own view")
        assertRefused(["new", "screen", "Help", "--coordinator", "Missing"], saying: "no class MissingCoordinator in this project")
        assertRefused(["new", "project", "Other", "--style", "swiftui", "--ios", "15.0"], in: workspace, saying: "at least 16.0")

        // A hand-written coordinator without a Destination enum cannot get a destination.
        try write(
            """
            import SwiftUI

            final class SettingsCoordinator: BaseCoordinator {}

            """, to: "Hotel/Flows/Settings.swift")
        assertRefused(["new", "screen", "Theme", "--coordinator", "Settings"], saying: "no enum named Destination in this file")

        // Nor one whose view(for:) has no single switch to add the case to (both switch over the
        // parameter's properties).
        let app = try read("Hotel/Coordinators/AppCoordinator.swift")
        try write(
            app.replacingOccurrences(
                of: "        switch destination {",
                with: "        switch destination.isModal {\n        default: EmptyView()\n        }\n        switch destination.self {"),
            to: "Hotel/Coordinators/AppCoordinator.swift")
        assertRefused(
            ["new", "screen", "Theme", "--coordinator", "App"],
            saying:
                "cannot add a case to the switch in AppCoordinator.view(for:): its body has 2 switches and coordgen cannot tell which one maps the cases"
        )
    }

    func testTemplatesListNamesTheSwiftUITemplates() {
        let result = coordgen("templates", "list", in: workspace)
        XCTAssertTrue(result.stdout.contains("swiftui: SwiftUI coordinators"), result.stdout)
        XCTAssertTrue(result.stdout.contains("swiftui/snippets/ScreenDestination.swift.stencil"), result.stdout)
    }

    private func coordgen(_ arguments: [String], in directory: URL? = nil) -> CoordgenBinary.Result {
        CoordgenBinary.run(arguments, in: directory ?? project)
    }
}
