import Foundation
import XCTest

@testable import CoordgenKit

/// `coordgen remove coordinator` and `remove screen` through the built binary: directly after `new`,
/// removing gives back every file byte for byte (pbxproj included) in every style and in adopted apps;
/// a dry run changes nothing; code the user wrote that still uses the flow stops it, one line per place.
final class RemoveCoordinatorEndToEndTests: EndToEndTestCase {
    /// `new coordinator Reservation --parent <parent>`, `new screen Details`, a presented child
    /// `Payment`, then `remove coordinator Reservation` (refused without --recursive, previewed with
    /// --dry-run, then done): the folder is as it was before, byte for byte.
    private func assertRoundTrip(in app: URL, parent: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", parent],
            ["new", "screen", "Details", "--coordinator", "Reservation"],
            ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)", file: file, line: line)
        }
        let generated = TreeSnapshot(app)
        XCTAssertNotEqual(generated, before, file: file, line: line)

        let refused = CoordgenBinary.run(["remove", "coordinator", "Reservation"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output, file: file, line: line)
        XCTAssertTrue(refused.stderr.contains("starts Payment, so nothing was removed"), refused.stderr, file: file, line: line)
        XCTAssertTrue(refused.stderr.contains("--recursive"), refused.stderr, file: file, line: line)
        XCTAssertEqual(TreeSnapshot(app), generated, "a refused removal changed the app", file: file, line: line)

        let dryRun = CoordgenBinary.run(["remove", "coordinator", "Reservation", "--recursive", "--dry-run"], in: app)
        XCTAssertEqual(dryRun.status, 0, dryRun.output, file: file, line: line)
        XCTAssertTrue(dryRun.stdout.contains("Dry run: nothing was written."), dryRun.stdout, file: file, line: line)
        XCTAssertTrue(
            // The parent's method in the app's own verb: openReservationCoordinator(), runReservationFlow().
            dryRun.stdout.split(separator: "\n").contains { $0.hasPrefix("-") && $0.contains("func ") && $0.contains("Reservation") },
            dryRun.stdout,
            file: file, line: line)
        XCTAssertEqual(TreeSnapshot(app), generated, "the dry run changed the app", file: file, line: line)

        let removed = CoordgenBinary.run(["remove", "coordinator", "Reservation", "--recursive"], in: app)
        XCTAssertEqual(removed.status, 0, removed.output, file: file, line: line)
        let after = TreeSnapshot(app)
        XCTAssertEqual(after, before, "not restored byte for byte: \(differences(before, after))", file: file, line: line)
    }

    private func differences(_ before: TreeSnapshot, _ after: TreeSnapshot) -> [String] {
        Set(before.files.keys).union(after.files.keys).sorted().filter { before.files[$0] != after.files[$0] }
    }

    /// A new project of `style` for `xcode` (16: a classic project that lists every file; 26:
    /// synchronized folders) in the workspace.
    private func newProject(_ name: String, style: String, xcode: String) throws -> URL {
        let result = coordgen("new", "project", name, "--style", style, "--xcode", xcode, in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        return workspace.appendingPathComponent(name)
    }

    func testEveryStyleIsRestoredByteForByte() throws {
        for style in ["uikit", "router", "swiftui"] {
            for xcode in ["16", "26"] {
                let app = try newProject("\(style.capitalized)\(xcode)", style: style, xcode: xcode)
                assertRoundTrip(in: app, parent: "App")
            }
        }
    }

    func testAClassicProjectLosesTheFilesEntriesAndTheGroupsLeftEmpty() throws {
        // Shop.xcodeproj lists every file; `--in Shop/Flows/Reservation` makes two folders and two groups.
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let before = TreeSnapshot(app)
        let pbxproj = app.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let made = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App", "--in", "Shop/Flows/Reservation"], in: app)
        XCTAssertEqual(made.status, 0, made.output)
        let generated = try String(contentsOf: pbxproj, encoding: .utf8)
        for entry in ["ReservationCoordinator.swift in Sources", "/* Flows */ = {", "/* Reservation */ = {"] {
            XCTAssertTrue(generated.contains(entry), "\(entry) missing from:\n\(generated)")
        }
        let result = CoordgenBinary.run(["remove", "coordinator", "Reservation"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        for line in [
            "removed Shop/Flows/Reservation/", "removed Shop/Flows/",
            "removed ReservationCoordinator.swift, ReservationCoordinatorTests.swift, ReservationViewController.swift from Shop.xcodeproj",
        ] {
            XCTAssertTrue(result.stdout.contains(line + "\n"), "\(line) missing from:\n\(result.stdout)")
        }
        XCTAssertEqual(TreeSnapshot(app), before, differences(before, TreeSnapshot(app)).joined(separator: ", "))
    }

    func testAdoptedAppsAreRestoredByteForByte() throws {
        // Classic .xcodeproj apps of several shapes, a per-feature layout, an XcodeGen spec, tabs.
        let apps = [
            "ClassicDelegate": "App", "DefaultPrefixNaming": "App", "ImplSuffixNaming": "AppCoordinatorImpl",
            "FlowProtocolNaming": "AppFlow", "FeatureFolders": "App", "MainCoordinatorRoot": "Main", "TabsIndent": "App",
            "XcodeGenApp": "App", "ClosureFinish": "App", "ChildrenDictionary": "App",
            // A root no launch type creates, not yet a finish delegate, its body ending in blank lines of spaces.
            "ContainerMadeTabRoot": "TabBar",
        ]
        for (name, parent) in apps.sorted(by: { $0.key < $1.key }) {
            let app = try ExistingApps.copy(name)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            let adopted = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(adopted.status, 0, "\(name): \(adopted.output)")
            assertRoundTrip(in: app, parent: parent)
        }
    }

    func testScreensOfSwiftUIFamilyAppsAreRenamedAndRemovedByteForByte() throws {
        // A route enum per coordinator, one in a stack of routes, one app-wide enum in Route.swift.
        for name in ["ObservableObjectRouteProtocol", "PublishedStackChildren", "ObservationAppRoute"] {
            let app = try ExistingApps.copy(name)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0, name)
            let before = TreeSnapshot(app)
            for arguments in [
                ["new", "screen", "Receipt", "--coordinator", "App"], ["rename", "screen", "Receipt", "Invoice"],
                ["remove", "screen", "Invoice", "--coordinator", "App"],
            ] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name): \(arguments): \(result.output)")
            }
            XCTAssertEqual(
                TreeSnapshot(app).files.filter { $0.key != ".coordgen.yml" }, before.files.filter { $0.key != ".coordgen.yml" }, name)
        }
    }

    func testAdoptedAppsOfEveryFamilyAreRestoredByteForByte() throws {
        // Router family (factories, output protocols, the app's own verb), plain family, feature modules.
        let apps = [
            "RouterFlowOutputs": "Application", "RouterStoreFree": "Root", "RouterBaseFinishFlow": "App",
            "RouterDeepLinkOption": "Application", "RouterProtocolExtensionChildren": "Application",
            "RouterDeepLinkStartInFlows": "Application", "RouterPerFlowModuleFactories": "Application",
            "RouterCoordinatorBoxFactory": "Application", "RouterFlowFactoryClass": "Application",
            "RouterSpacedFlowFolders": "Application", "RouterFinishClosureNamedPerFlow": "Application",
            "ParentDefaultInExtension": "Main", "NavigationInClassesOnly": "App", "ExtraRequiredMembers": "App",
            "SubProtocolDidFinish": "Main", "FlowProtocolCoordinatorClasses": "App", "ControllerNamingNoStart": "App",
            "TwoLaunchCoordinators": "Main", "TuistFeatureModules": "App", "PackageFeatureModules": "App",
            "RouterTabFlowsWithoutFinish": "Dock", "LaunchShortcutIntoTree": "App",
        ]
        for (name, parent) in apps.sorted(by: { $0.key < $1.key }) {
            let app = try ExistingApps.copy(name)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            let adopted = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(adopted.status, 0, "\(name): \(adopted.output)")
            assertRoundTrip(in: app, parent: parent)
        }
    }

    /// Screens of SwiftUI apps no protocol describes, presented through the app's own enum (`Sheet`) and
    /// pushed, or shown through flags (`isShowingHelp`, `showHelp()` and the modifier binding it):
    /// renamed, then removed, every file as it was.
    func testPresentedAndFlagScreensAreRenamedAndRemovedByteForByte() throws {
        for name in ["EnvironmentObjectPages", "SheetAndCoverEnums", "ObservableRouterCover", "BooleanFlagsDestination"] {
            let app = try ExistingApps.copy(name)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0, name)
            let root = try Project.load(app.appendingPathComponent(".coordgen.yml")).appShape.naming.root
            let before = TreeSnapshot(app)
            for arguments in [
                ["new", "screen", "Help", "--coordinator", root, "--present"], ["rename", "screen", "Help", "Guide"],
                ["remove", "screen", "Guide", "--coordinator", root], ["new", "screen", "Tips", "--coordinator", root],
                ["rename", "screen", "Tips", "Hints"], ["remove", "screen", "Hints", "--coordinator", root],
            ] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name): \(arguments): \(result.output)")
            }
            let after = TreeSnapshot(app)
            XCTAssertEqual(
                after.files.filter { $0.key != ".coordgen.yml" }, before.files.filter { $0.key != ".coordgen.yml" },
                "\(name): not restored byte for byte: \(differences(before, after))")
        }
    }

    /// SwiftUI apps whose coordinators own their stacks: a new flow (its stack view, the parent's
    /// property, verb, release and presenting modifier; in an app-wide enum, the `EmptyView()` clauses of
    /// the other coordinators) with a screen and a child, renamed there and back, then removed with its
    /// child: every file as it was, byte for byte.
    func testSwiftUIFlowsWithStacksOfTheirOwnAreRenamedAndRemovedByteForByte() throws {
        for name in [
            "ObservableObjectRouteProtocol", "PublishedStackChildren", "ObservationAppRoute", "ViewOwnedFlows", "EnvironmentObjectPages",
            "ObservableRouterCover", "SheetAndCoverEnums", "BooleanFlagsDestination", "PathOnlyProtocolOwnRoutes",
            // Flow views named like screens: the first screen renamed {Name}ContentView goes and is renamed with its flow.
            "FlowViewsNamedLikeScreens",
        ] {
            // Apps whose tabs have no root coordinator: a flow starts under one of theirs.
            let parentsOfAppsWithoutRoot = ["FlowViewsNamedLikeScreens": "Docks"]
            let app = try ExistingApps.copy(name)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0, name)
            let shape = try Project.load(app.appendingPathComponent(".coordgen.yml")).appShape
            let ownedByView = shape.protocol.routes?.flows?.ownedByView == true
            let before = TreeSnapshot(app)
            var steps = [
                ["new", "coordinator", "Reservation"] + ["--parent", parentsOfAppsWithoutRoot[name] ?? shape.naming.root],
                ["new", "screen", "Details", "--coordinator", "Reservation"],
                ["new", "coordinator", "Payment"] + (ownedByView ? [] : ["--parent", "Reservation", "--present"]),
                ["rename", "coordinator", "Reservation", "Booking"], ["rename", "coordinator", "Booking", "Reservation"],
                ["remove", "screen", "Details", "--coordinator", "Reservation"],
            ]
            steps +=
                ownedByView
                ? [["remove", "coordinator", "Reservation"], ["remove", "coordinator", "Payment"]]
                : [["remove", "coordinator", "Reservation", "--recursive"]]
            for arguments in steps {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name): \(arguments): \(result.output)")
            }
            let after = TreeSnapshot(app)
            XCTAssertEqual(after, before, "\(name): not restored byte for byte: \(differences(before, after))")
        }
    }

    /// `new coordinator Reservation --parent App` in the Hotel project, then `body` as the code of
    /// AppCoordinator's homeDidFinish(), as a user would write it. Returns AppCoordinator.swift as
    /// coordgen left it.
    @discardableResult
    private func addReservation(callingFromHome body: String) throws -> String {
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        let path = "Hotel/Coordinators/AppCoordinator.swift"
        let original = try read(path)
        try write(
            original.replacingOccurrences(
                of: "    private func homeDidFinish() {}", with: "    private func homeDidFinish() {\n\(body)\n    }"), to: path)
        return original
    }

    func testCodeTheUserWroteStopsTheRemovalOnePlacePerLine() throws {
        let path = "Hotel/Coordinators/AppCoordinator.swift"
        try addReservation(
            callingFromHome: """
                    // openReservationCoordinator() in a comment is not code
                    openReservationCoordinator()
                    if childCoordinators.first is ReservationCoordinator { print("ReservationCoordinator") }
                """)
        try write(
            """
            func describe(_ type: CoordinatorType) -> String {
                switch type {
                case .app: return "app"
                case .reservation: return "reservation"
                }
            }

            """, to: "Hotel/Describe.swift")
        let lines = [
            "  Hotel/Coordinators/AppCoordinator.swift:51: calls openReservationCoordinator(): delete this call, or start the flow another way",
            "  Hotel/Coordinators/AppCoordinator.swift:52: uses ReservationCoordinator: change this code so it no longer needs ReservationCoordinator",
            "  Hotel/Describe.swift:4: handles case .reservation: delete this case of the switch",
        ]
        assertRefused(["remove", "coordinator", "Reservation"], saying: lines.joined(separator: "\n"))
        assertRefused(["remove", "coordinator", "Reservation"], saying: "run `coordgen remove coordinator Reservation --force`")

        let forced = coordgen("remove", "coordinator", "Reservation", "--force")
        XCTAssertEqual(forced.status, 0, forced.output)
        XCTAssertTrue(
            forced.stdout.contains(
                "note: left as it is, still using what was removed: Hotel/Coordinators/AppCoordinator.swift:51: calls openReservationCoordinator()"
            ),
            forced.stdout)
        XCTAssertTrue(forced.stdout.contains("Hotel/Describe.swift:4: handles case .reservation"), forced.stdout)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift").path))
        let edited = try read(path)
        XCTAssertTrue(edited.contains("    openReservationCoordinator()\n"), "the user's call is left: \(edited)")
        XCTAssertFalse(edited.contains("func openReservationCoordinator()"), edited)
        XCTAssertFalse(try read("Hotel/Coordinators/CoordinatorType.swift").contains("case reservation"))
    }

    func testRemoveScreenRestoresTheCoordinator() throws {
        for style in ["uikit", "router", "swiftui"] {
            let app = try newProject("Screens\(style.capitalized)", style: style, xcode: "16")
            XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App", in: app).status, 0)
            let before = TreeSnapshot(app)
            XCTAssertEqual(coordgen("new", "screen", "Details", "--coordinator", "Reservation", "--present", in: app).status, 0)
            let result = coordgen("remove", "screen", "Details", "--coordinator", "Reservation", in: app)
            XCTAssertEqual(result.status, 0, "\(style): \(result.output)")
            XCTAssertEqual(TreeSnapshot(app), before, "\(style): not restored: \(differences(before, TreeSnapshot(app)))")
        }
    }

    func testTheRootAndUnknownFlowsAreRefusedChangingNothing() {
        assertRefused(["remove", "coordinator", "App"], saying: "AppCoordinator is the app's root coordinator")
        assertRefused(["remove", "coordinator", "Nowhere"], saying: "no class NowhereCoordinator in this project")
    }

    func testTheReadmeTranscriptsAreTheRealOutput() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let path = "Hotel/Coordinators/AppCoordinator.swift"
        let original = try addReservation(callingFromHome: "        openReservationCoordinator()")
        let refused = coordgen("remove", "coordinator", "Reservation")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            readme.contains("$ coordgen remove coordinator Reservation\n" + refused.stderr + "```"),
            "README's refusal differs:\n\(refused.stderr)")
        try write(original, to: path)
        let removed = coordgen("remove", "coordinator", "Reservation")
        XCTAssertEqual(removed.status, 0)
        XCTAssertTrue(
            readme.contains("$ coordgen remove coordinator Reservation\n" + removed.stdout + "```"),
            "README's removal differs:\n\(removed.stdout)")
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        let renamed = coordgen("rename", "coordinator", "Reservation", "Booking")
        XCTAssertEqual(renamed.status, 0, renamed.output)
        XCTAssertTrue(
            readme.contains("$ coordgen rename coordinator Reservation Booking\n" + renamed.stdout + "```"),
            "README's rename differs:\n\(renamed.stdout)")
    }

    func testHelpTeaches() {
        let help = coordgen("remove", "coordinator", "--help", in: workspace)
        XCTAssertEqual(help.status, 0)
        for phrase in ["byte for byte", "--recursive", "--force", "file:line", "Example"] {
            XCTAssertTrue(help.stdout.contains(phrase), "\(phrase) missing from:\n\(help.stdout)")
        }
        XCTAssertTrue(coordgen("--help", in: workspace).stdout.contains("remove"))
    }
}
