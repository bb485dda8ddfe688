import Foundation
import XCTest

@testable import CoordgenKit

/// The router family's variants, each in a fixture app of its shape, through the built binary: flows
/// that implement `start(with option:)`, per-flow module factories returning view protocols, a
/// coordinator factory whose presented flows come in a tuple with a stack of their own, flows in folders
/// named in words, and a factory that is the app's own class. Every router fixture is then extended as
/// `AdoptedAppsEndToEndTests` does and type-checked in each language mode, MainActor by default included.
extension RouterFamilyEndToEndTests {
    /// A copy of the fixture after `init`, and the shape it recorded.
    private func adoptedShape(_ name: String) throws -> (URL, AppShape) {
        let (app, config) = try adopted(name)
        return (app, config.appShape)
    }

    // MARK: start(with option:)

    func testFlowsThatImplementStartWithAnOptionGetANewFlowThatDoesToo() throws {
        // No base class: the protocol requires both starts, every flow writes both, parents pass their option on.
        let (harbor, shape) = try adoptedShape("RouterDeepLinkStartInFlows")
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
        let (courier, courierShape) = try adoptedShape("RouterDeepLinkOption")
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
        let (app, shape) = try adoptedShape("RouterCoordinatorBoxFactory")
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
        let (app, shape) = try adoptedShape("RouterSpacedFlowFolders")
        XCTAssertEqual(shape.layout.coordinators, "Bakery/Flows/{Title}", "`Order History` holds OrderHistoryCoordinator")
        run(["new", "coordinator", "GiftCard", "--parent", "ApplicationCoordinator"], in: app)
        run(["new", "screen", "Receipt", "--coordinator", "GiftCard"], in: app)
        for file in ["GiftCardCoordinator.swift", "GiftCardViewController.swift", "ReceiptViewController.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Bakery/Flows/Gift Card/\(file)").path), file)
        }
    }

    // MARK: A factory class without a protocol

    func testACoordinatorFactoryThatIsTheAppsOwnClassGetsTheMethod() throws {
        let (app, shape) = try adoptedShape("RouterFlowFactoryClass")
        XCTAssertEqual(
            shape.protocol.coordinatorFactory,
            FactoryShape(
                protocol: "FlowFactory", implementation: "FlowFactory", property: "flows", method: "make{Name}Coordinator",
                passesScreenFactory: "screens"),
            "the class is both: it gets the methods")
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

    // MARK: Finish closures named after each flow

    /// Each flow's output protocol declares its finish closure under the flow's name
    /// (`finishAuthFlow` in `AuthCoordinatorOutput`): init records the pattern, and a new flow gets its
    /// own protocol and closure, which its parent sets and the coordinator factory's return type names.
    func testFinishClosuresNamedAfterEachFlowGiveANewFlowItsOwn() throws {
        let (app, shape) = try adoptedShape("RouterFinishClosureNamedPerFlow")
        XCTAssertEqual(shape.protocol.finish.protocol, "{Name}CoordinatorOutput")
        XCTAssertEqual(shape.protocol.finish.property, "finish{Name}Flow")
        run(["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"], in: app)
        let flow = try text(app, "Studio/Flows/Reservation Flow/ReservationCoordinator.swift")
        for expected in [
            "protocol ReservationCoordinatorOutput: AnyObject {\n    var finishReservationFlow: (() -> Void)? { get set }\n}",
            "final class ReservationCoordinator: BaseCoordinator, ReservationCoordinatorOutput {",
            "    var finishReservationFlow: (() -> Void)?\n",
        ] {
            XCTAssertTrue(flow.contains(expected), "no \(expected) in:\n\(flow)")
        }
        XCTAssertTrue(try text(app, "Studio/Application/ApplicationCoordinator.swift").contains("coordinator.finishReservationFlow = {"))
        XCTAssertTrue(
            try text(app, "Studio/Core/Factories/CoordinatorFactory.swift").contains(
                "func makeReservationCoordinator(router: Router) -> Coordinator & ReservationCoordinatorOutput"))
    }

    // MARK: Per-flow module factories

    func testPerFlowModuleFactoriesGetTheNewScreenInTheCoordinatorsOwn() throws {
        let (app, shape) = try adoptedShape("RouterPerFlowModuleFactories")
        XCTAssertEqual(
            shape.protocol.initializers.first?.signature,
            "init(router: Router, factory: {Name}ModuleFactory, coordinatorFactory: CoordinatorFactory)")
        XCTAssertEqual(
            shape.protocol.screenFactory,
            FactoryShape(
                protocol: "{Name}ModuleFactory", implementation: "ModuleFactoryImp", property: "factory", method: "make{Name}Output",
                returns: "{Name}View", viewProtocolRefines: "BaseView"),
            "AuthModuleFactory and TracksModuleFactory, implemented by ModuleFactoryImp, return LoginView: BaseView")
        XCTAssertEqual(shape.layout.screens, "Studio/Flows/{Name} Flow", "LoginViewController lives in Auth Flow")

        // A screen of an existing flow: its coordinator's protocol and the one implementation.
        let before = TreeSnapshot(app)
        let result = run(["new", "screen", "Welcome", "--coordinator", "Auth"], in: app)
        XCTAssertTrue(result.stdout.contains("added makeWelcomeOutput() to AuthModuleFactory"), result.stdout)
        XCTAssertTrue(result.stdout.contains("added makeWelcomeOutput() to ModuleFactoryImp"), result.stdout)
        let screen = try text(app, "Studio/Flows/Auth Flow/WelcomeViewController.swift")
        XCTAssertTrue(screen.contains("protocol WelcomeView: BaseView {\n    var onFinish: (() -> Void)? { get set }\n}\n"), screen)
        XCTAssertTrue(screen.contains("final class WelcomeViewController: UIViewController, WelcomeView {"), screen)
        XCTAssertTrue(
            try text(app, "Studio/Core/Factories/ModuleFactoryImp.swift").contains(
                "    func makeWelcomeOutput() -> WelcomeView {\n        WelcomeViewController()\n    }\n"))
        // And `remove screen` takes all of it away again, the view protocol with its file.
        run(["remove", "screen", "Welcome", "--coordinator", "Auth"], in: app)
        XCTAssertEqual(
            TreeSnapshot(app).files.filter { $0.key != Project.configFileName }, before.files.filter { $0.key != Project.configFileName })

        // A new flow: its own protocol beside the others, which the implementation adopts, and its initialiser takes it.
        run(["new", "coordinator", "Reservation", "--parent", "ApplicationCoordinator"], in: app)
        XCTAssertEqual(
            try text(app, "Studio/Core/Factories/ReservationModuleFactory.swift"),
            """
            /// Makes the screens of the Reservation flow; ModuleFactoryImp implements it.
            protocol ReservationModuleFactory {
                /// The Reservation screen.
                func makeReservationOutput() -> ReservationView
            }

            extension ModuleFactoryImp: ReservationModuleFactory {}

            """)
        let coordinator = try text(app, "Studio/Flows/Reservation Flow/ReservationCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains("init(router: Router, factory: ReservationModuleFactory, coordinatorFactory: CoordinatorFactory)"),
            coordinator)
        XCTAssertTrue(coordinator.contains("private func makeFirstScreen() -> ReservationView {"), coordinator)
        run(["new", "screen", "Receipt", "--coordinator", "Reservation"], in: app)
        XCTAssertTrue(
            try text(app, "Studio/Core/Factories/ReservationModuleFactory.swift").contains("func makeReceiptOutput() -> ReceiptView\n"))
    }

    // MARK: Every router fixture in every language mode

    /// Each router fixture gains a flow under its root, a flow presented from that one and a screen, as
    /// `AdoptedAppsEndToEndTests` runs them. In its own language mode and under MainActor by default
    /// (Swift 5 and 6) the app then has no compile error at all; in the other cells no kind of error it
    /// did not have before: an app whose coordinators are not isolated sets its screens' `onFinish` from
    /// nonisolated code, and conforms its view controllers to nonisolated view protocols, which Swift 6
    /// rejects in its own flows as in the new ones written like them.
    /// Fixtures named after their router object that another family adopts: a SwiftUI router made once per
    /// tab (`ViewMappedRoutersEndToEndTests`), and a router the uikit family reaches through the navigation
    /// controller its protocol declares (`BaseClassBesideProtocolEndToEndTests`).
    static let namedAfterARouterElsewhere: Set<String> = ["RouterPerTabDestinationsInModifier", "RouterTakesPresentableProtocol"]

    func testEveryRouterAppCompilesAfterGenerationInEveryLanguageMode() throws {
        let cells = [
            LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6),
            LanguageSettings(mode: .swift5Minimal, defaultIsolation: .mainActor),
            LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
        ]
        let apps = ExistingApps.adoptable.filter { $0.hasPrefix("Router") && !Self.namedAfterARouterElsewhere.contains($0) }
        XCTAssertGreaterThanOrEqual(apps.count, 10)
        var tally: [String] = []
        for name in apps {
            let (app, shape) = try adoptedShape(name)
            let appFolder = try XCTUnwrap(shape.project.appFolder, name)
            let snapshot = TreeSnapshot(app)
            let steps = [
                ["new", "coordinator", "Reservation", "--parent", shape.naming.root],
                ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
                ["new", "screen", "Receipt", "--coordinator", "Reservation"],
            ]
            let succeeded = steps.filter { CoordgenBinary.run($0, in: app).status == 0 }.count
            XCTAssertEqual(succeeded, steps.count, name)
            let insertionOnly = snapshot.onlyGainedLines(in: TreeSnapshot(app))
            XCTAssertTrue(insertionOnly, "\(name): an existing file lost or changed lines")
            var clean: [String] = []
            for settings in cells {
                let after = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
                if after.isEmpty {
                    clean.append("\(settings)")
                    continue
                }
                let original = try ExistingApps.copy(name)
                workspaces.append(original.deletingLastPathComponent())
                let before = ExistingApps.compileErrors(of: original, under: appFolder, module: shape.module, settings: settings)
                let kinds = { (errors: Set<String>) in Set(errors.map(ExistingApps.errorKind)) }
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
}
