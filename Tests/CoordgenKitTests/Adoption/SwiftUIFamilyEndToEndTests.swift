import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators each own their navigation state and route enum, adopted as a user
/// would: what `init` records, `new screen` type-checking in every language mode, what is refused in
/// one line, and what `tree` draws. (`AdoptedAppsEndToEndTests` runs the common checks on them too:
/// dry run, insertion-only edits, goldens.)
final class SwiftUIFamilyEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A copy of the fixture with `coordgen init` run in it, and its recorded shape.
    private func adopted(_ name: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .swiftui, name)
        return (app, config.appShape)
    }

    func testInitRecordsEachAppsRouteEnumPathAndMethods() throws {
        let expected: [String: RouteShape] = [
            "ObservableObjectRouteProtocol": RouteShape(
                enum: "Route", perFlow: true, firstRoute: "root", viewBuilder: "view(for:)",
                navigator: PropertyRequirement(name: "path", type: "NavigationPath"), push: "push", present: "present", pop: "pop",
                dismiss: "dismiss", ownStack: true),
            "PublishedStackChildren": RouteShape(
                enum: "Destination", perFlow: true, firstRoute: nil, viewBuilder: "view(for:)",
                navigator: PropertyRequirement(name: "stack", type: "[Destination]"), push: "show", present: "present", pop: "back",
                dismiss: "dismiss", ownStack: true),
            "ObservationAppRoute": RouteShape(
                enum: "Route", perFlow: false, firstRoute: nil, viewBuilder: "destination(for:)",
                navigator: PropertyRequirement(name: "path", type: "[Route]"), push: "push", present: "present", pop: "pop",
                dismiss: "dismiss", ownStack: true),
        ]
        let screensFolders = [
            "ObservableObjectRouteProtocol": "Trails/Screens", "PublishedStackChildren": "Bank/Screens",
            "ObservationAppRoute": "Recipes/Views",
        ]
        for (name, routes) in expected.sorted(by: { $0.key < $1.key }) {
            let (_, shape) = try adopted(name)
            // How children are presented is checked on its own below.
            var read = shape.protocol.routes
            read?.flows = nil
            XCTAssertEqual(read, routes, name)
            // The path is not mistaken for the children, and the requirements the routes account for
            // are not left as unknown ones.
            XCTAssertNil(shape.protocol.children, name)
            XCTAssertEqual(shape.protocol.otherRequirements, [], name)
            XCTAssertTrue(shape.protocol.classBound, name)
            // A coordinator's own view (`CoordinatorView`, `AppCoordinatorView`) is not a screen, so the
            // screens have one folder.
            XCTAssertTrue(shape.layout.isEmpty, name)
            let (app, _) = try adopted(name)
            let config = try Project.load(app.appendingPathComponent(Project.configFileName))
            XCTAssertEqual(config.paths.screens, screensFolders[name], name)
        }
    }

    /// In each cell the app with its new screen has no error the app had not before: in the app's own
    /// settings and the other non-isolated ones none at all, while MainActor by default finds
    /// `ObservableObject` conformances of the apps' own coordinators that cross into main-actor code.
    func testANewScreenAddsNoCompileErrorInAnyLanguageMode() throws {
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            // MainActor by default, as Xcode 26's App template sets it.
            LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
        ]
        for name in ["ObservableObjectRouteProtocol", "PublishedStackChildren", "ObservationAppRoute"] {
            let (app, shape) = try adopted(name)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
            let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", shape.naming.root], in: app)
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
            for (settings, old) in zip(cells, before) {
                let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                XCTAssertEqual(new, [], "\(name), \(settings)")
                if settings.defaultIsolation == .nonisolated { XCTAssertEqual(old, [], "\(name), \(settings)") }
            }
        }
    }

    /// `init` reads how each app starts a child flow: the property, the presenting modifier and the
    /// view it shows the child's stack with, the parent's verb, and how the child ends.
    func testInitRecordsHowEachAppPresentsAChildFlow() throws {
        let expected: [String: (ChildFlowShape, String?)] = [
            "ObservableObjectRouteProtocol": (
                ChildFlowShape(presentation: "sheet", view: "CoordinatorView", finishClosure: "onFinish"), "open{Name}"
            ),
            "PublishedStackChildren": (
                ChildFlowShape(
                    presentation: "fullScreenCover", view: "{Name}CoordinatorView", parentProperty: "parent", parentFinish: "childDidFinish"
                ),
                "start{Name}"
            ),
            // No child yet: the defaults, each said under "Could not decide".
            "ObservationAppRoute": (
                ChildFlowShape(presentation: "sheet", view: "{Name}CoordinatorView", finishClosure: "onFinish", observable: true), nil
            ),
        ]
        for (name, (flows, openFlow)) in expected.sorted(by: { $0.key < $1.key }) {
            let app = try ExistingApps.copy(name)
            workspaces.append(app.deletingLastPathComponent())
            let result = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(result.status, 0, result.output)
            let config = try Project.load(app.appendingPathComponent(Project.configFileName))
            XCTAssertEqual(config.appShape.protocol.routes?.flows, flows, name)
            XCTAssertEqual(config.appShape.naming.openFlow, openFlow, name)
            XCTAssertTrue(result.stdout.contains("  child flows: held in an optional property, shown by \(flows.view)"), result.stdout)
            XCTAssertEqual(
                result.stdout.contains("no coordinator presents a child flow yet: a child flow is presented in a sheet"), openFlow == nil,
                name)
        }
    }

    /// A new flow, as a child of the root and of a generated flow, with a screen: in each cell the app
    /// has no error it had not before, whichever way the app presents and releases its children.
    func testANewFlowAddsNoCompileErrorInAnyLanguageMode() throws {
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
        ]
        for name in [
            "ObservableObjectRouteProtocol", "PublishedStackChildren", "ObservationAppRoute", "ViewOwnedFlows",
            // Coordinators no protocol describes.
            "EnvironmentObjectPages", "ObservableRouterCover", "SheetAndCoverEnums",
            // Coordinators of flags.
            "BooleanFlagsDestination",
            // A protocol requiring only the path, each flow pushing and showing its own steps.
            "PathOnlyProtocolOwnRoutes",
        ] {
            let (app, shape) = try adopted(name)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
            // A flow its view creates has no parent coordinator.
            let ownedByView = shape.protocol.routes?.flows?.ownedByView == true
            for arguments in [
                ["new", "coordinator", "Hikes"] + (ownedByView ? [] : ["--parent", shape.naming.root]),
                ["new", "coordinator", "Gear"] + (ownedByView ? [] : ["--parent", "Hikes"]),
                ["new", "screen", "Receipt", "--coordinator", "Hikes"],
            ] {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.output)")
            }
            for (settings, old) in zip(cells, before) {
                // Under MainActor by default, the app's own coordinators' conformances already cross into
                // main-actor code; new coordinators in the app's form have the same error, and no other.
                let known = Set(old.map(ExistingApps.errorKind))
                let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                    .filter { !known.contains(ExistingApps.errorKind($0)) }
                XCTAssertEqual(new, [], "\(name), \(settings)")
                if settings.defaultIsolation == .nonisolated { XCTAssertEqual(old, [], "\(name), \(settings)") }
            }
        }
    }

    /// Flows whose views create their coordinators: `init` says so and records the closure the app's flows
    /// end through; `new coordinator` needs no `--parent`, and with one the flow stays its view's own,
    /// shown through the parent's flag.
    func testAFlowItsViewCreatesNeedsNoParent() throws {
        let (app, shape) = try adopted("ViewOwnedFlows")
        XCTAssertEqual(
            shape.protocol.routes?.flows,
            ChildFlowShape(presentation: "sheet", view: "{Name}FlowView", finishClosure: "onClose", ownedByView: true))
        let help = CoordgenBinary.run(["new", "coordinator", "--help"], in: app).stdout.split(whereSeparator: \.isNewline).joined(
            separator: " ")
        XCTAssertTrue(help.contains("Where each flow's view creates its coordinator (@StateObject), no --parent is needed;"), help)
        let result = CoordgenBinary.run(["new", "coordinator", "Reminders"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("show RemindersFlowView(onClose: { … }) where the Reminders flow begins"), result.stdout)
        let view = try String(contentsOf: app.appendingPathComponent("Journal/Flows/RemindersFlowView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("    @StateObject private var coordinator: RemindersCoordinator\n"), view)
        XCTAssertTrue(view.contains("            coordinator.build(.reminders)\n"), view)
        let parented = CoordgenBinary.run(["new", "coordinator", "Tags", "--parent", "App"], in: app)
        XCTAssertEqual(parented.status, 0, parented.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Journal/Flows/AppCoordinator.swift"), encoding: .utf8)
        // Named as the app names the flag presenting SettingsFlowView (`showsSettings`).
        XCTAssertTrue(parent.contains("    @Published var showsSettings = false\n    @Published var showsTags = false\n"), parent)
        let parentView = try String(contentsOf: app.appendingPathComponent("Journal/Flows/AppFlowView.swift"), encoding: .utf8)
        XCTAssertTrue(parentView.contains(".sheet(isPresented: $coordinator.showsTags) {"), parentView)
        XCTAssertTrue(parentView.contains("TagsFlowView(onClose: {"), parentView)
    }

    /// A protocol requiring only the path and the `Hashable` step type each flow nests: read as flows
    /// that push and show their own steps (not as UIKit coordinators missing a navigation controller), and
    /// a new flow declares its steps, path, push and pop, and the `ObservableObject` its view observes.
    func testAProtocolRequiringOnlyThePathIsReadAsFlowsOfTheirOwn() throws {
        let (app, shape) = try adopted("PathOnlyProtocolOwnRoutes")
        let routes = try XCTUnwrap(shape.protocol.routes)
        XCTAssertEqual(routes.enum, "Step")
        XCTAssertTrue(routes.perFlow)
        XCTAssertEqual(routes.flowsDeclarePush, true)
        XCTAssertEqual(routes.flowConformances, ["ObservableObject"])
        XCTAssertEqual(shape.protocol.otherRequirements, [])
        let result = CoordgenBinary.run(["new", "coordinator", "Budgets"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let flow = try String(contentsOf: app.appendingPathComponent("Ledger/Flows/BudgetsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(flow.contains("final class BudgetsCoordinator: ObservableObject, PathCoordinator {"), flow)
        XCTAssertTrue(flow.contains("    enum Step: Hashable {"), flow)
        XCTAssertTrue(flow.contains("    @Published var path = NavigationPath()"), flow)
    }

    /// Stacks do not nest: a flow started without `--present` is presented anyway, and a note says why;
    /// the parent's view presents it after the children it already presents.
    func testANewFlowIsPresentedWhereTheParentPresentsItsChildren() throws {
        let (app, _) = try adopted("PublishedStackChildren")
        let result = CoordgenBinary.run(["new", "coordinator", "Loans", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "note: LoansCoordinator is presented in a full-screen cover, as every flow of this app owns its NavigationStack and stacks do not nest"
            ),
            result.output)
        let view = try String(contentsOf: app.appendingPathComponent("Bank/Coordinators/AppCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(
            view.contains(
                """
                        .fullScreenCover(item: $coordinator.cards) { cards in
                            CardsCoordinatorView(coordinator: cards)
                        }
                        .fullScreenCover(item: $coordinator.loans) { loans in
                            LoansCoordinatorView(coordinator: loans)
                        }
                """), view)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Bank/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        // The app's own verb, its back-reference, and the release in the parent's method.
        XCTAssertTrue(
            coordinator.contains("    @Published var cards: CardsCoordinator?\n    @Published var loans: LoansCoordinator?\n"), coordinator)
        XCTAssertTrue(coordinator.contains("        cards = nil\n        loans = nil\n"), coordinator)
        XCTAssertTrue(
            coordinator.contains(
                "    func startLoans() {\n        let coordinator = LoansCoordinator()\n        coordinator.parent = self\n"), coordinator)
        let loans = try String(contentsOf: app.appendingPathComponent("Bank/Coordinators/LoansCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(loans.contains("    weak var parent: AppCoordinator?\n"), loans)
        XCTAssertTrue(loans.contains("self?.parent?.childDidFinish()"), loans)
        // The doctor finds nothing to say about the new flow.
        let doctor = CoordgenBinary.run(["doctor"], in: app)
        XCTAssertEqual(doctor.status, 0, doctor.output)
        XCTAssertFalse(doctor.stdout.contains("Loans"), doctor.stdout)
        let tree = CoordgenBinary.run(["tree"], in: app)
        XCTAssertTrue(tree.stdout.contains("LoansCoordinator"), tree.stdout)
    }

    func testAnAppWideRouteEnumGainsItsCaseInItsOwnFile() throws {
        let (app, _) = try adopted("ObservationAppRoute")
        let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let routes = try String(contentsOf: app.appendingPathComponent("Recipes/Coordinators/Route.swift"), encoding: .utf8)
        XCTAssertTrue(routes.contains("    case recipe(id: Int)\n    case receipt\n"), routes)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Recipes/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("        case .receipt:\n            ReceiptView(onFinish: { [weak self] in\n"), coordinator)
        XCTAssertTrue(coordinator.contains("    func pushToReceipt() {\n        push(.receipt)\n    }\n"), coordinator)
        XCTAssertTrue(result.stdout.contains("added case .receipt to Route"), result.stdout)
    }

    func testWhatTheShapeCannotHaveIsRefusedInOneLineNamingTheKey() throws {
        let (app, _) = try adopted("PublishedStackChildren")
        for (arguments, words) in [
            (["new", "screen", "Help", "--coordinator", "App", "--present"], "(shape.routes.modal in .coordgen.yml)")
        ] {
            let before = TreeSnapshot(app)
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.output)")
            XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(words), result.stderr)
            XCTAssertEqual(TreeSnapshot(app), before, "\(arguments) changed files")
        }
    }

    func testCoordinatorsWithoutAProtocolAreRefusedInOneLine() throws {
        for (name, refused) in ExistingApps.refusedInit.sorted(by: { $0.key < $1.key }) {
            let app = try ExistingApps.copy(name)
            workspaces.append(app.deletingLastPathComponent())
            let before = TreeSnapshot(app)
            let result = CoordgenBinary.run(["init"], in: app)
            XCTAssertEqual(result.status, 1, "\(name): \(result.output)")
            XCTAssertEqual(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(refused.refusal), result.stderr)
            XCTAssertEqual(TreeSnapshot(app), before, name)
        }
    }

    func testTreeDrawsTheChildrenACoordinatorPublishes() throws {
        for (name, child) in [("ObservableObjectRouteProtocol", "ProfileCoordinator"), ("PublishedStackChildren", "CardsCoordinator")] {
            let (app, _) = try adopted(name)
            let result = CoordgenBinary.run(["tree"], in: app)
            XCTAssertEqual(result.status, 0, result.output)
            XCTAssertTrue(result.stdout.contains("AppCoordinator  (root, made in"), result.stdout)
            XCTAssertTrue(result.stdout.contains("└── \(child)"), "\(name): \(result.stdout)")
            XCTAssertFalse(result.stdout.contains("\(child)  (no root or parent found)"), result.stdout)
        }
    }

    /// A flow its view creates hangs under the flow whose view creates that view, and the root is made
    /// where the app creates the first one; an `@Observable` coordinator's children need no `@Published`.
    func testTreeDrawsFlowsTheirViewsCreateAndChildrenOfObservableCoordinators() throws {
        let (owned, _) = try adopted("ViewOwnedFlows")
        let ownedTree = CoordgenBinary.run(["tree"], in: owned)
        XCTAssertTrue(ownedTree.stdout.hasPrefix("AppCoordinator  (root, made in JournalApp)\n"), ownedTree.stdout)
        XCTAssertTrue(ownedTree.stdout.contains("└── SettingsCoordinator\n"), ownedTree.stdout)
        let (observable, _) = try adopted("ObservationAppRoute")
        let created = CoordgenBinary.run(["new", "coordinator", "Hikes", "--parent", "App"], in: observable)
        XCTAssertEqual(created.status, 0, created.output)
        let tree = CoordgenBinary.run(["tree"], in: observable)
        XCTAssertTrue(tree.stdout.contains("└── HikesCoordinator\n"), tree.stdout)
        XCTAssertFalse(tree.stdout.contains("HikesCoordinator  (no root or parent found)"), tree.stdout)
        let doctor = CoordgenBinary.run(["doctor"], in: observable)
        XCTAssertEqual(doctor.status, 0, doctor.output)
        XCTAssertTrue(doctor.stdout.contains("0 errors, 0 warnings"), doctor.stdout)
    }

    func testDoctorWarnsOfAPublishedChildThatIsNeverCleared() throws {
        let (app, _) = try adopted("PublishedStackChildren")
        let clean = CoordgenBinary.run(["doctor"], in: app)
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertFalse(clean.stdout.contains("published-child-never-cleared"), clean.stdout)
        // The parent forgets to release the child when it finishes.
        let file = app.appendingPathComponent("Bank/Coordinators/AppCoordinator.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("        cards = nil\n"))
        try Data(text.replacingOccurrences(of: "        cards = nil\n", with: "").utf8).write(to: file)
        let result = CoordgenBinary.run(["doctor"], in: app)
        XCTAssertTrue(result.stdout.contains("published-child-never-cleared"), result.output)
        XCTAssertTrue(result.stdout.contains("nothing in AppCoordinator sets `cards` back to nil"), result.output)
    }

    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let app = try ExistingApps.copy("ObservableObjectRouteProtocol")
        workspaces.append(app.deletingLastPathComponent())
        var transcript = ""
        for arguments in [
            ["init"], ["new", "coordinator", "Hikes", "--parent", "App"], ["new", "screen", "Receipt", "--coordinator", "Hikes"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```\n" + transcript + "```"), "README's transcript differs from the real output:\n\(transcript)")
    }
}
