import Foundation
import XCTest

@testable import CoordgenKit

/// SwiftUI apps whose coordinators no protocol describes (`final class Coordinator: ObservableObject`,
/// `@Observable final class AppRouter`, boolean flags), and screens presented through the app's own
/// `sheet(item:)`/`fullScreenCover(item:)` enum, over every SwiftUI fixture that owns its stack: what
/// `init` records, `new screen` pushed and presented type-checking in every language mode, edits that
/// only insert lines, and the one-line refusal where an app presents no enum.
final class ProtocolFreeSwiftUIEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// Every SwiftUI fixture whose coordinators own their stack, or their flags.
    static let ownStackApps = [
        "ObservableObjectRouteProtocol", "PublishedStackChildren", "ObservationAppRoute", "EnvironmentObjectPages",
        "ObservableRouterCover", "SheetAndCoverEnums", "BooleanFlagsDestination", "ObservedPathProperty",
    ]

    /// The apps that present through an optional enum bound by `sheet(item:)`/`fullScreenCover(item:)`
    /// or through flags, so `--present` works there; the others have no such enum and refuse it.
    static let presenting: Set<String> = [
        "EnvironmentObjectPages", "ObservableRouterCover", "SheetAndCoverEnums", "BooleanFlagsDestination", "ObservedPathProperty",
    ]

    private func adopted(_ name: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .swiftui, name)
        return (app, config.appShape)
    }

    func testInitRecordsTheClassesConformanceAndTheirRoutes() throws {
        let modal = [
            "EnvironmentObjectPages": ModalRouteShape(enum: "Sheet", property: "sheet", viewBuilder: "build(sheet:)", modifier: "sheet"),
            "ObservableRouterCover": ModalRouteShape(
                enum: "Cover", property: "cover", viewBuilder: "coverView(for:)", modifier: "fullScreenCover"),
            "SheetAndCoverEnums": ModalRouteShape(enum: "Sheet", property: "sheet", viewBuilder: "build(sheet:)", modifier: "sheet"),
            // Its path and sheet observe their changes (`didSet`, `willSet`): stored all the same.
            "ObservedPathProperty": ModalRouteShape(enum: "Sheet", property: "sheet", viewBuilder: "build(sheet:)", modifier: "sheet"),
        ]
        let expected: [String: RouteShape] = [
            "EnvironmentObjectPages": RouteShape(
                enum: "Page", perFlow: false, firstRoute: nil, viewBuilder: "build(page:)",
                navigator: PropertyRequirement(name: "path", type: "NavigationPath"), push: "push", present: "present(sheet:)",
                pop: "pop", dismiss: "dismissSheet", ownStack: true, modal: modal["EnvironmentObjectPages"],
                screenEnvironment: ScreenEnvironment(
                    declaration: "@EnvironmentObject private var coordinator: Coordinator", property: "coordinator")),
            "ObservableRouterCover": RouteShape(
                enum: "Page", perFlow: false, firstRoute: nil, viewBuilder: "destination(for:)",
                navigator: PropertyRequirement(name: "path", type: "[Page]"), push: "go(to:)", present: "show", pop: "goBack",
                dismiss: "closeCover", ownStack: true, modal: modal["ObservableRouterCover"],
                screenEnvironment: ScreenEnvironment(declaration: "@Environment(AppRouter.self) private var router", property: "router")),
            "SheetAndCoverEnums": RouteShape(
                enum: "Page", perFlow: true, firstRoute: nil, viewBuilder: "build(page:)",
                navigator: PropertyRequirement(name: "path", type: "NavigationPath"), push: "push", present: "present(sheet:)",
                pop: "pop", dismiss: "dismissSheet", ownStack: true, modal: modal["SheetAndCoverEnums"]),
            "ObservedPathProperty": RouteShape(
                enum: "Page", perFlow: false, firstRoute: nil, viewBuilder: "build(page:)",
                navigator: PropertyRequirement(name: "path", type: "NavigationPath"), push: "push", present: "present",
                pop: "pop", dismiss: "dismissSheet", ownStack: true, modal: modal["ObservedPathProperty"]),
        ]
        let roots = [
            "EnvironmentObjectPages": "Coordinator", "ObservableRouterCover": "AppRouter", "SheetAndCoverEnums": "AppCoordinator",
            "BooleanFlagsDestination": "NotesCoordinator", "ObservedPathProperty": "Coordinator",
        ]
        for (name, conformance) in ExistingApps.protocolFree.sorted(by: { $0.key < $1.key }) {
            let (_, shape) = try adopted(name)
            XCTAssertEqual(shape.protocol.name, conformance, name)
            XCTAssertTrue(shape.protocol.classBound, name)
            XCTAssertEqual(shape.naming.root, roots[name], name)
            // How flows are started is checked in SwiftUIFamilyEndToEndTests.
            var routes = shape.protocol.routes
            routes?.flows = nil
            XCTAssertEqual(routes, expected[name], name)
            XCTAssertNil(shape.protocol.children, name)
            XCTAssertEqual(shape.protocol.otherRequirements, [], name)
        }
        let (_, flags) = try adopted("BooleanFlagsDestination")
        XCTAssertEqual(
            flags.protocol.flags, FlagRoutesShape(prefix: "isShowing", show: "show", view: "{Coordinator}View", presentModifier: "sheet"))
    }

    /// coordgen's own styles record no new field: what they wrote before reads back the same.
    func testTheNewShapeFieldsAreAbsentFromCoordgensOwnShapes() {
        for style in Style.allCases {
            let shape = style.definition.builtInProtocol
            XCTAssertNil(shape.flags, "\(style)")
            XCTAssertNil(shape.routes?.modal, "\(style)")
        }
    }

    /// `new screen` pushed and then presented: in each cell the app has no error it had not before, and
    /// none at all where it had none; existing lines stay; where the app presents no enum, `--present`
    /// is refused in one line naming `shape.routes.modal` and nothing changes.
    func testPushedAndPresentedScreensAddNoCompileErrorInAnyLanguageMode() throws {
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            LanguageSettings.xcode26(.swift5Minimal), LanguageSettings.xcode26(.swift6),
        ]
        for name in Self.ownStackApps {
            let (app, shape) = try adopted(name)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let before = cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
            let original = TreeSnapshot(app)
            let pushed = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", shape.naming.root], in: app)
            XCTAssertEqual(pushed.status, 0, "\(name): \(pushed.output)")
            let presentArguments = ["new", "screen", "Help", "--coordinator", shape.naming.root, "--present"]
            if Self.presenting.contains(name) {
                let presented = CoordgenBinary.run(presentArguments, in: app)
                XCTAssertEqual(presented.status, 0, "\(name): \(presented.output)")
            } else {
                let snapshot = TreeSnapshot(app)
                let refused = CoordgenBinary.run(presentArguments, in: app)
                XCTAssertEqual(refused.status, 1, "\(name): \(refused.output)")
                XCTAssertEqual(refused.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, refused.stderr)
                XCTAssertTrue(refused.stderr.contains("(shape.routes.modal in .coordgen.yml)"), refused.stderr)
                XCTAssertEqual(TreeSnapshot(app), snapshot, name)
            }
            for (settings, old) in zip(cells, before) {
                let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
                XCTAssertEqual(new, [], "\(name), \(settings)")
                if settings.defaultIsolation == .nonisolated { XCTAssertEqual(old, [], "\(name), \(settings)") }
            }
            original.assertOnlyGainedLines(in: app, name)
        }
    }

    func testAPresentedScreenIsACaseOfTheAppsSheetEnumShownThroughItsPresentingMethod() throws {
        let (app, _) = try adopted("EnvironmentObjectPages")
        let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Coordinator", "--present"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let coordinator = try String(contentsOf: app.appendingPathComponent("Orchard/Navigation/Coordinator.swift"), encoding: .utf8)
        XCTAssertTrue(coordinator.contains("enum Sheet: String, Identifiable {\n    case basket\n    case receipt\n"), coordinator)
        // The screen reaches the coordinator as its siblings do, through the environment.
        XCTAssertTrue(coordinator.contains("        case .receipt:\n            ReceiptView()\n        }\n"), coordinator)
        let view = try String(contentsOf: app.appendingPathComponent("Orchard/Pages/ReceiptView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("    @EnvironmentObject private var coordinator: Coordinator\n"), view)
        XCTAssertTrue(view.contains("                coordinator.dismissSheet()\n"), view)
        XCTAssertTrue(coordinator.contains("    func presentReceipt() {\n        present(sheet: .receipt)\n    }\n"), coordinator)
        // The page enum is left alone.
        XCTAssertTrue(coordinator.contains("enum Page: Hashable {\n    case apple\n    case banana\n}\n"), coordinator)
        XCTAssertTrue(result.stdout.contains("added case .receipt to Sheet and its view to build(sheet:)"), result.stdout)
    }

    func testAPushedScreenUsesTheAppsLabelledPushMethod() throws {
        let (app, _) = try adopted("ObservableRouterCover")
        let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "AppRouter"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let router = try String(contentsOf: app.appendingPathComponent("Atlas/Navigation/AppRouter.swift"), encoding: .utf8)
        XCTAssertTrue(router.contains("    func pushToReceipt() {\n        go(to: .receipt)\n    }\n"), router)
        XCTAssertTrue(router.contains("    case country(name: String)\n    case receipt\n}"), router)
        XCTAssertTrue(router.contains("        case .receipt:\n            ReceiptView()\n"), router)
        let view = try String(contentsOf: app.appendingPathComponent("Atlas/Screens/ReceiptView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("    @Environment(AppRouter.self) private var router\n"), view)
        XCTAssertTrue(view.contains("                router.goBack()\n"), view)
    }

    func testAFlagScreenIsAFlagAMethodAndAModifierAfterTheViewsOthers() throws {
        let (app, _) = try adopted("BooleanFlagsDestination")
        for arguments in [
            ["new", "screen", "Receipt", "--coordinator", "Notes"], ["new", "screen", "Help", "--coordinator", "Notes", "--present"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
        }
        let coordinator = try String(
            contentsOf: app.appendingPathComponent("Notebook/Coordinators/NotesCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            coordinator.contains(
                "    @Published var isShowingSettings = false\n    @Published var isShowingReceipt = false\n    @Published var isShowingHelp = false\n"
            ),
            coordinator)
        XCTAssertTrue(coordinator.contains("    func showReceipt() {\n        isShowingReceipt = true\n    }\n"), coordinator)
        let view = try String(contentsOf: app.appendingPathComponent("Notebook/Coordinators/NotesCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(
            view.contains(
                """
                                .sheet(isPresented: $coordinator.isShowingSettings) {
                                    SettingsView()
                                }
                                .navigationDestination(isPresented: $coordinator.isShowingReceipt) {
                                    ReceiptView(onFinish: {
                                        coordinator.isShowingReceipt = false
                                    })
                                }
                                .sheet(isPresented: $coordinator.isShowingHelp) {
                """), view)
    }

    /// Under member import visibility a file that imports SwiftUI alone cannot use `@Published`
    /// (`Published.init(wrappedValue:)` is Combine's member): a flag coordgen adds to such a file brings
    /// `import Combine` with it, and says so; without the setting the file keeps its imports.
    func testAPublishedFlagImportsCombineWhereMemberImportVisibilityIsOn() throws {
        let file = "Notebook/Coordinators/NotesCoordinator.swift"
        for visibility in [false, true] {
            let (app, _) = try adopted("BooleanFlagsDestination")
            let settings = LanguageSettings(mode: .swift6, memberImportVisibility: visibility)
            if let concurrency = settings.concurrency {
                let configURL = app.appendingPathComponent(Project.configFileName)
                let config = try String(contentsOf: configURL, encoding: .utf8)
                try Data((config + ProjectConfigWriter.concurrencySection(concurrency).joined(separator: "\n") + "\n").utf8).write(
                    to: configURL)
            }
            let result = CoordgenBinary.run(["new", "screen", "Receipt", "--coordinator", "Notes"], in: app)
            XCTAssertEqual(result.status, 0, result.output)
            let text = try String(contentsOf: app.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(text.contains("@Published var isShowingReceipt = false"), text)
            XCTAssertEqual(text.hasPrefix("import SwiftUI\nimport Combine\n"), visibility, text)
            XCTAssertEqual(result.stdout.contains("imported Combine (member import visibility is on"), visibility, result.stdout)
            let sources = GoldenTree.listFiles(app).filter { $0.hasSuffix(".swift") }.map(app.appendingPathComponent)
            _ = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Notebook", settings: settings, frameworks: .swiftUI)
        }
    }

    /// A route enum that hashes itself by hand (`func hash(into:)` switching over every case, no
    /// `default`) and names its cases in a computed title: a new flow's case gets `case .zebra: break`
    /// in the hash, the title is named in a note for the user to fill, and `remove` takes it all back.
    func testANewFlowsRouteKeepsTheEnumsOwnSwitchesExhaustive() throws {
        let (app, shape) = try adopted("ObservationAppRoute")
        let routeURL = app.appendingPathComponent("Recipes/Coordinators/Route.swift")
        let handHashed = """
            import Foundation

            /// Every screen the app pushes.
            enum Route: Hashable {
                case list
                case recipe(id: Int)

                func hash(into hasher: inout Hasher) {
                    switch self {
                    case .list:
                        hasher.combine("list")
                    case .recipe(let id):
                        hasher.combine(id)
                    }
                }
            }

            """
        try Data(handHashed.utf8).write(to: routeURL)
        let before = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.stdout.contains("added case .zebra: break to the switch over Route in Route.hash(into:)"), zebra.output)
        let route = try String(contentsOf: routeURL, encoding: .utf8)
        XCTAssertTrue(route.contains("            hasher.combine(id)\n        case .zebra:\n            break\n        }"), route)
        before.assertOnlyGainedLines(in: app, "new coordinator")
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)] {
            XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings), [], "\(settings)")
        }
        let removed = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removed.status, 0, removed.output)
        XCTAssertEqual(TreeSnapshot(app), before)

        // A switch producing string literals gets the new case's name as a title, said in the output;
        // `remove coordinator` takes it out again.
        try Data(handHashed.replacingOccurrences(of: "    func hash(into", with: "    var title: String {\n        switch self {\n        case .list: \"Recipes\"\n        case .recipe: \"Recipe\"\n        }\n    }\n\n    func hash(into").utf8).write(to: routeURL)
        let titled = TreeSnapshot(app)
        let again = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertTrue(
            again.stdout.contains("added case .zebra: \"Zebra\" to the switch over Route in Route.title (Recipes/Coordinators/Route.swift), whose arms each give a string literal"),
            again.output)
        XCTAssertTrue(try String(contentsOf: routeURL, encoding: .utf8).contains("        case .recipe: \"Recipe\"\n        case .zebra:\n            \"Zebra\"\n        }"))
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)] {
            XCTAssertEqual(ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings), [], "\(settings)")
        }
        XCTAssertEqual(CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app).status, 0)
        XCTAssertEqual(TreeSnapshot(app), titled)
    }

    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let app = try ExistingApps.copy("EnvironmentObjectPages")
        workspaces.append(app.deletingLastPathComponent())
        var transcript = ""
        for arguments in [
            ["init"], ["new", "screen", "Help", "--coordinator", "Coordinator", "--present"], ["new", "coordinator", "Settings"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, result.output)
            transcript += "$ coordgen \(arguments.joined(separator: " "))\n" + result.stdout
        }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```\n" + transcript + "```"), "README's transcript differs from the real output:\n\(transcript)")
    }
}
