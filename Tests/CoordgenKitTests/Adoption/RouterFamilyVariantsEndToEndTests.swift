import Foundation
import XCTest

@testable import CoordgenKit

/// The router family's variants, each in a fixture app of its shape, through the built binary: flows
/// that implement `start(with option:)`, a coordinator factory whose presented flows come in a tuple with
/// a stack of their own, flows in folders named in words, and a factory that is the app's own class. Every
/// router fixture is then extended as `AdoptedAppsEndToEndTests` does and type-checked in each language
/// mode, MainActor by default included.
final class RouterFamilyVariantsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A copy of the fixture with `coordgen init` run in it, without flags, and its recorded shape.
    private func adopted(_ name: String) throws -> (URL, AppShape) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.style, .router, name)
        return (app, config.appShape)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    @discardableResult
    private func run(_ arguments: [String], in app: URL) -> CoordgenBinary.Result {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        return result
    }

    // MARK: start(with option:)

    func testFlowsThatImplementStartWithAnOptionGetANewFlowThatDoesToo() throws {
        // No base class: the protocol requires both starts, every flow writes both, parents pass their option on.
        let (harbor, shape) = try adopted("RouterDeepLinkStartInFlows")
        XCTAssertEqual(
            shape.protocol.optionStart,
            OptionStartShape(label: "with", parameter: "option", type: "DeepLink?", declaresStart: true, parentsPassOption: true))
        XCTAssertEqual(shape.protocol.otherRequirements, ["func start()"], "start(with:) is written, not refused")
        XCTAssertEqual(shape.naming.openFlow, "run{Name}Flow", "the parents' methods take the option")
        let result = run(["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"], in: harbor)
        XCTAssertTrue(result.stdout.contains("added runReservationFlow(with:) to ApplicationCoordinator"), result.stdout)
        let coordinator = try text(harbor, "Harbor/Flows/Reservation Flow/ReservationCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains(
                """
                    func start() {
                        start(with: nil)
                    }

                    func start(with option: DeepLink?) {
                        showReservation()
                    }
                """), coordinator)
        XCTAssertTrue(
            try text(harbor, "Harbor/Application/ApplicationCoordinator.swift").contains(
                """
                    func runReservationFlow(with option: DeepLink?) {
                        let coordinator = coordinatorFactory.makeReservationCoordinator(router: router)
                        coordinator.finishFlow = { [weak self, weak coordinator] in
                            self?.removeDependency(coordinator)
                        }
                        addDependency(coordinator)
                        coordinator.start(with: option)
                    }
                """))

        // A base class implementing both: the flows override start(with:), and parents start some children with start().
        let (courier, courierShape) = try adopted("RouterDeepLinkOption")
        XCTAssertEqual(
            courierShape.protocol.optionStart,
            OptionStartShape(label: "with", parameter: "option", type: "DeepLinkOption?", overrides: true))
        run(["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"], in: courier)
        let overriding = try text(courier, "Courier/Flows/Reservation Flow/ReservationCoordinator.swift")
        XCTAssertTrue(
            overriding.contains("    override func start(with option: DeepLinkOption?) {\n        showReservation()\n    }\n"), overriding)
        XCTAssertFalse(overriding.contains("func start() {"), overriding)
        let parent = try text(courier, "Courier/Application/ApplicationCoordinator.swift")
        XCTAssertTrue(parent.contains("    func runReservationFlow() {\n"), parent)
        XCTAssertTrue(parent.contains("        addDependency(coordinator)\n        coordinator.start()\n    }\n}\n"), parent)
    }

    // MARK: A coordinator factory with boxes

    func testAPresentedFlowGetsAStackOfItsOwnWhereTheFactoryMakesBoxes() throws {
        let (app, shape) = try adopted("RouterCoordinatorBoxFactory")
        let factory = try XCTUnwrap(shape.protocol.coordinatorFactory)
        XCTAssertEqual(factory.method, "make{Name}Coordinator", "the box is no make{Name}Coordinator method")
        XCTAssertNil(factory.returns, "one method returns its class, another Coordinator & its output")
        XCTAssertEqual(factory.boxMethod, "make{Name}CoordinatorBox")
        XCTAssertEqual(factory.boxReturns, "(configurator: Coordinator & {Name}CoordinatorOutput, toPresent: Presentable?)")
        XCTAssertEqual(
            factory.boxBody,
            [
                "let router = RouterImp(rootController: UINavigationController())",
                "let coordinator = {Name}Coordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)",
                "return (coordinator, router)",
            ])

        run(["new", "coordinator", "Reservation", "--parent", "Gallery", "--present"], in: app)
        let protocolText = try text(app, "Atelier/Factories/CoordinatorFactory.swift")
        XCTAssertTrue(
            protocolText.contains(
                "func makeReservationCoordinatorBox() -> (configurator: Coordinator & ReservationCoordinatorOutput, toPresent: Presentable?)\n"
            ),
            protocolText)
        let implementation = try text(app, "Atelier/Factories/CoordinatorFactoryImp.swift")
        XCTAssertTrue(
            implementation.contains(
                """
                        let router = RouterImp(rootController: UINavigationController())
                        let coordinator = ReservationCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
                        return (coordinator, router)
                """), implementation)
        let parent = try text(app, "Atelier/Coordinators/GalleryCoordinator.swift")
        XCTAssertTrue(
            parent.contains(
                """
                    func runReservationFlow() {
                        let (coordinator, module) = coordinatorFactory.makeReservationCoordinatorBox()
                        coordinator.finishFlow = { [weak self, weak coordinator] in
                            self?.router.dismissModule()
                            self?.removeDependency(coordinator)
                        }
                        addDependency(coordinator)
                        router.present(module)
                        coordinator.start()
                    }
                """), parent)
        // On its own stack, the flow's first screen is the root; the parent dismisses the stack.
        let coordinator = try text(app, "Atelier/Coordinators/ReservationCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains(
                "        viewController.onFinish = { [weak self] in\n            self?.finishFlow?()\n        }\n        router.setRootModule(viewController)\n    }\n\n    private func makeFirstScreen()"
            ), coordinator)

        // A pushed flow is made like the others, returning its class as the mixed returns leave no pattern.
        run(["new", "coordinator", "Sketch", "--parent", "Reservation"], in: app)
        XCTAssertTrue(
            try text(app, "Atelier/Factories/CoordinatorFactory.swift").contains(
                "func makeSketchCoordinator(router: Router) -> SketchCoordinator\n"))
    }

    // MARK: Flow folders

    func testANewFlowGetsAFolderNamedInWordsAsTheAppsFlows() throws {
        let (app, shape) = try adopted("RouterSpacedFlowFolders")
        XCTAssertEqual(shape.layout.coordinators, "Bakery/Flows/{Title}", "`Order History` holds OrderHistoryCoordinator")
        run(["new", "coordinator", "GiftCard", "--parent", "ApplicationCoordinator"], in: app)
        run(["new", "screen", "Receipt", "--coordinator", "GiftCard"], in: app)
        for file in ["GiftCardCoordinator.swift", "GiftCardViewController.swift", "ReceiptViewController.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Bakery/Flows/Gift Card/\(file)").path), file)
        }
    }

    // MARK: A factory class without a protocol

    func testACoordinatorFactoryThatIsTheAppsOwnClassGetsTheMethod() throws {
        let (app, shape) = try adopted("RouterFlowFactoryClass")
        let factory = try XCTUnwrap(shape.protocol.coordinatorFactory)
        XCTAssertEqual(factory.protocol, "FlowFactory")
        XCTAssertEqual(factory.implementation, "FlowFactory")
        XCTAssertEqual(factory.property, "flows")
        XCTAssertEqual(factory.passesScreenFactory, "screens")
        XCTAssertEqual(shape.naming.openFlow, "show{Name}Flow")
        let result = run(["new", "coordinator", "Reservation", "--parent", "Dogs"], in: app)
        XCTAssertTrue(result.stdout.contains("added makeReservationCoordinator(router:) to FlowFactory"), result.stdout)
        let flowFactory = try text(app, "Kennel/Core/Factories/FlowFactory.swift")
        XCTAssertTrue(
            flowFactory.contains(
                "    func makeReservationCoordinator(router: Router) -> ReservationCoordinator {\n        ReservationCoordinator(router: router, screens: screens, flows: self)\n    }\n"
            ), flowFactory)
        XCTAssertTrue(
            try text(app, "Kennel/Coordinators/DogsCoordinator.swift").contains(
                "let coordinator = flows.makeReservationCoordinator(router: router)"))
    }

    // MARK: Every router fixture in every language mode

    /// Each router fixture gains a flow under its root, a flow presented from that one and a screen, as
    /// `AdoptedAppsEndToEndTests` runs them. In its own language mode and under MainActor by default
    /// (Swift 5 and 6) the app then has no compile error at all; in the other cells no kind of error it
    /// did not have before: an app whose coordinators are not isolated sets its screens' `onFinish` from
    /// nonisolated code, which Swift 6 rejects in its own flows as in the new ones written like them.
    func testEveryRouterAppCompilesAfterGenerationInEveryLanguageMode() throws {
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            LanguageSettings(mode: .swift5Minimal, defaultIsolation: .mainActor),
            LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
        ]
        let apps = ExistingApps.adoptable.filter { $0.hasPrefix("Router") }
        XCTAssertGreaterThanOrEqual(apps.count, 9)
        var tally: [String] = []
        for name in apps {
            let (app, shape) = try adopted(name)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let snapshot = TreeSnapshot(app)
            let steps = [
                ["new", "coordinator", "Reservation", "--parent", shape.naming.root],
                ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
                ["new", "screen", "Receipt", "--coordinator", "Reservation"],
            ]
            let succeeded = steps.filter { CoordgenBinary.run($0, in: app).status == 0 }.count
            XCTAssertEqual(succeeded, steps.count, name)
            let insertionOnly = Self.onlyGainedLines(from: snapshot, to: TreeSnapshot(app))
            XCTAssertTrue(insertionOnly, "\(name): an existing file lost or changed lines")
            var clean: [String] = []
            for settings in cells {
                let after = errors(in: app, under: appFolder, module: shape.module, settings: settings)
                if after.isEmpty {
                    clean.append("\(settings)")
                    continue
                }
                let original = try ExistingApps.copy(name)
                workspaces.append(original.deletingLastPathComponent())
                let before = errors(in: original, under: appFolder, module: shape.module, settings: settings)
                let kinds = { (errors: Set<String>) in Set(errors.map { $0.drop { $0 != ":" } }) }
                XCTAssertEqual(kinds(after).subtracting(kinds(before)), [], "\(name), \(settings): errors the generated code brought")
                let ownMode = settings.swiftVersion == Int(shape.project.swiftVersion ?? "5") && settings.mode != .swift5Complete
                if ownMode || settings.defaultIsolation == .mainActor { XCTFail("\(name), \(settings): \(after.sorted())") }
            }
            tally.append(
                "\(name): init ok, \(succeeded)/\(steps.count) commands, insertion-only \(insertionOnly), no errors in \(clean.count)/\(cells.count) cells"
            )
        }
        print(tally.joined(separator: "\n"))
    }

    /// Whether every file of `before` is in `after` with its lines in order, maybe among new ones.
    private static func onlyGainedLines(from before: TreeSnapshot, to after: TreeSnapshot) -> Bool {
        before.files.allSatisfy { path, data in
            guard path != Project.configFileName, !path.hasSuffix("/") else { return true }
            guard let newData = after.files[path] else { return false }
            var remaining = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in String(decoding: newData, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where remaining.first == line {
                remaining = remaining.dropFirst()
            }
            return remaining.isEmpty
        }
    }

    /// The errors of the app's sources in `settings`, as file name and message (lines move with edits).
    private func errors(in app: URL, under folder: String, module: String, settings: LanguageSettings) -> Set<String> {
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: ExistingApps.swiftFilesOf(app, under: folder), moduleName: module, settings: settings, frameworks: .uikit)
            return []
        } catch let failure as SwiftCompiler.Failure {
            return Set(failure.errors.map { "\($0.location.split(separator: ":").first?.split(separator: "/").last ?? ""): \($0.message)" })
        } catch {
            return ["\(error)"]
        }
    }
}
