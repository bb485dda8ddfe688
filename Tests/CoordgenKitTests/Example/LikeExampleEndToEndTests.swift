import Foundation
import XCTest

@testable import CoordgenKit

/// `new coordinator <Name> --like <Example>` through the built binary, in fixture apps of several shapes:
/// the copy type-checks with the app, every existing file only gains lines, `--dry-run` writes nothing,
/// and bad input is refused in one line with nothing changed.
final class LikeExampleEndToEndTests: XCTestCase {
    var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted(_ name: String) throws -> (URL, ProjectConfig) {
        let app = try ExistingApps.copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)))
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `--like` (dry run first), then checks insertion-only and that the app type-checks.
    @discardableResult
    private func makeLike(_ example: String, in app: URL, config: ProjectConfig, file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
        let before = TreeSnapshot(app)
        let dry = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", example, "--dry-run"], in: app)
        XCTAssertEqual(dry.status, 0, dry.output, file: file, line: line)
        XCTAssertEqual(TreeSnapshot(app), before, "--dry-run wrote something", file: file, line: line)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", example], in: app)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        let after = TreeSnapshot(app)
        XCTAssertTrue(before.onlyGainedLines(in: after), "an existing line changed:\n\(result.output)", file: file, line: line)
        for (path, data) in after.files where before.files[path] != data && path.hasSuffix(".swift") {
            XCTAssertTrue(dry.stdout.contains(path), "--dry-run does not show the edit of \(path):\n\(dry.stdout)", file: file, line: line)
        }
        XCTAssertNotEqual(after, before, file: file, line: line)
        try typeCheck(app, config: config, output: result.output, file: file, line: line)
        return result.stdout
    }

    /// The app type-checks in its own Swift version, or in `swiftVersion`.
    private func typeCheck(
        _ app: URL, config: ProjectConfig, swiftVersion: Int? = nil, output: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let shape = config.appShape
        let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget)
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module,
                swiftVersion: swiftVersion ?? Int(shape.project.swiftVersion ?? "5") ?? 5, frameworks: ExistingApps.frameworks(of: app),
                deploymentTarget: shape.project.deploymentTarget)
        } catch let failure as SwiftCompiler.Failure {
            XCTFail(
                "the copy does not type-check:\n\(failure.errors.map(\.description).joined(separator: "\n"))\n\(output)", file: file,
                line: line)
        }
    }

    func testAFlowWithAnOutputProtocolModuleFactoryAndViewModelIsCopiedWithItsFirstScreenAndWiring() throws {
        let (app, config) = try adopted("FeatureFlowModuleFactories")
        XCTAssertEqual(config.example, "Plants", "the flow with a parent that starts none")
        let output = try makeLike("Plants", in: app, config: config)
        XCTAssertTrue(output.contains("made Zebra like Plants"), output)

        let coordinator = try text(app, "Garden/Features/Zebra/Coordinator/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("//  ZebraCoordinator.swift"), "the header names the new file")
        XCTAssertTrue(coordinator.contains("final class ZebraCoordinator: Coordinator {"), coordinator)
        XCTAssertTrue(coordinator.contains("weak var output: (any ZebraCoordinatorOutput)?"), coordinator)
        XCTAssertTrue(coordinator.contains("var type: CoordinatorType { .zebra }"), coordinator)
        XCTAssertFalse(coordinator.contains("showPlantsDetail"), "the method showing the second screen is not copied:\n\(coordinator)")
        XCTAssertTrue(
            coordinator.contains("    func start() {\n        let screen = moduleFactory.makeZebraList()\n        navigationController.pushViewController(screen, animated: true)\n    }\n"),
            coordinator)
        XCTAssertTrue(
            try text(app, "Garden/Features/Zebra/Coordinator/ZebraCoordinatorOutput.swift").contains(
                "protocol ZebraCoordinatorOutput: AnyObject {\n    func zebraCoordinatorDidPick(_ plant: String)\n}"))
        let factory = try text(app, "Garden/Features/Zebra/ZebraModuleFactory.swift")
        XCTAssertTrue(factory.contains("func makeZebraList() -> ZebraViewController {\n        ZebraViewController(viewModel: ZebraViewModel())"), factory)
        XCTAssertFalse(factory.contains("PlantsDetail"), "the factory method of the example's second screen is not copied")
        XCTAssertTrue(try text(app, "Garden/Features/Zebra/ZebraViewModel.swift").contains("final class ZebraViewModel {"))
        XCTAssertTrue(try text(app, "Garden/Features/Zebra/Screens/ZebraViewController.swift").contains("final class ZebraViewController: UIViewController {"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Garden/Features/Zebra/Screens/ZebraDetailViewController.swift").path))

        XCTAssertTrue(try text(app, "Garden/Coordinators/CoordinatorType.swift").contains("    case plants\n    case zebra\n"))
        let parent = try text(app, "Garden/Features/Home/HomeCoordinator.swift")
        XCTAssertTrue(
            parent.contains(
                """
                    func openZebraCoordinator() {
                        let coordinator = ZebraCoordinator(navigationController)
                        coordinator.finishDelegate = self
                        coordinator.output = self
                        childCoordinators.append(coordinator)
                        coordinator.start()
                    }
                """), parent)
        XCTAssertTrue(parent.contains("    case plants\n    case zebra\n    case about\n"), parent)
        XCTAssertTrue(parent.contains("        case .plants: openPlantsCoordinator()\n        case .zebra: openZebraCoordinator()\n"), parent)
        XCTAssertTrue(parent.contains("extension HomeCoordinator: ZebraCoordinatorOutput {\n    func zebraCoordinatorDidPick(_ plant: String) {"), parent)
    }

    func testRouterAndSwiftUIFlowsAreCopiedToo() throws {
        let (router, routerConfig) = try adopted("RouterFlowOutputs")
        try makeLike("Books", in: router, config: routerConfig)
        XCTAssertTrue(try text(router, "Bookshelf/Core/Factories/CoordinatorFactory.swift").contains("Zebra"))

        let (swiftUI, swiftUIConfig) = try adopted("ViewOwnedFlows")
        try makeLike("Settings", in: swiftUI, config: swiftUIConfig)
    }

    /// The parent starts the example from a launch switch through a method named otherwise (`case .auth:
    /// runSignInFlow()`, which makes it with the coordinator factory's `makeAuthCoordinator(router:)`): the
    /// method is copied as the parent's other start methods are named (`runZebraFlow()`, like
    /// `runBooksFlow()`), so the copied clause starts the copy; remove takes all of it back. Before, the
    /// copied clause called `runSignInFlow()` and started the example; and `case .books: runBooksFlow()`,
    /// whose method names none of the flow's types, was copied calling `runBooksFlow()`.
    func testAStartMethodNamedOtherwiseIsCopiedForTheCopiedClause() throws {
        let (app, config) = try adopted("LaunchCasesStartFlowsByOtherNames")
        let before = TreeSnapshot(app)
        try makeLike("Auth", in: app, config: config)
        let parent = try text(app, "Lantern/Application/ApplicationCoordinator.swift")
        XCTAssertTrue(parent.contains("        case .auth: runSignInFlow()\n        case .zebra: runZebraFlow()\n"), parent)
        XCTAssertTrue(
            parent.contains("    private func runZebraFlow() {\n        let coordinator = coordinatorFactory.makeZebraCoordinator(router: router)\n"), parent)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
        // A start method named after the example that names none of its types (`runBooksFlow()`) likewise.
        try makeLike("Books", in: app, config: config)
        let books = try text(app, "Lantern/Application/ApplicationCoordinator.swift")
        XCTAssertTrue(books.contains("        case .books: runBooksFlow()\n        case .zebra: runZebraFlow()\n"), books)
        XCTAssertTrue(books.contains("    private func runZebraFlow() {\n        let coordinator = coordinatorFactory.makeZebraCoordinator(router: router)\n"), books)
        XCTAssertEqual(CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app).status, 0)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// A swiftui `--xcode 16` flow declares its `Destination`'s `Hashable` in an extension per compiler
    /// (`#if compiler(>=6.2)`) after the class: the copy takes it along, so it compiles where Swift 6.2
    /// infers isolated conformances (MainActor by default).
    func testAConformancePerCompilerIsCopiedWithTheFlow() throws {
        let workspace = try Repository.temporaryDirectory("like-xcode16")
        workspaces.append(workspace)
        XCTAssertEqual(CoordgenBinary.run(["new", "project", "Hotel", "--style", "swiftui", "--xcode", "16"], in: workspace).status, 0)
        let app = workspace.appendingPathComponent("Hotel")
        XCTAssertEqual(CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "App"], in: app).status, 0)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Reservation"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let zebra = try text(app, "Hotel/Coordinators/ZebraCoordinator.swift")
        XCTAssertTrue(
            zebra.hasSuffix(
                "#if compiler(>=6.2)\nextension ZebraCoordinator.Destination: nonisolated Equatable, nonisolated Hashable {}\n#else\nextension ZebraCoordinator.Destination: Hashable {}\n#endif\n"
            ), zebra)
        let sources = ExistingApps.swiftFilesOf(app, under: "Hotel")
        _ = try SwiftCompiler.typeCheck(
            appSources: sources, moduleName: "Hotel", settings: LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
            frameworks: .swiftUI)
    }

    /// A factory method for one of the example's screens that the copy leaves out
    /// (`makeFeedDetailViewController(coordinator: FeedCoordinator) -> FeedDetailViewController`)
    /// is not copied: its copy would hand the new coordinator to the example's screen. The coordinator's
    /// method that calls it is copied without that statement: the factory takes Feed's protocol, whose
    /// requirement it is, and the copy conforms to Feed's protocol too.
    func testAFactoryMethodOfALeftOutScreenIsNotCopied() throws {
        let (app, config) = try adopted("TabFlowsSharedFactories")
        let output = try makeLike("Feed", in: app, config: config)
        XCTAssertTrue(output.contains("not copied: makeFeedDetailViewController"), output)
        XCTAssertFalse(try text(app, "Shop/Factories/ScreenFactory.swift").contains("Zebra"))
        let coordinator = try text(app, "Shop/Features/Zebra/Coordinator/ZebraCoordinatorImpl.swift")
        // The shared screen factory takes Feed's protocol: the copy still conforms to it, so the protocol's
        // requirement stays, without the statements that show Feed's other screen.
        XCTAssertTrue(coordinator.contains("final class ZebraCoordinatorImpl: ZebraCoordinator, FeedCoordinator {"), coordinator)
        XCTAssertFalse(coordinator.contains("makeFeedDetailViewController"), coordinator)
        XCTAssertTrue(coordinator.contains("    func showDetail() {\n    }\n"), coordinator)
        XCTAssertTrue(output.contains("Zebra shows ItemListViewController first, as Feed does: a factory shared with other flows makes it"), output)
        XCTAssertTrue(output.contains("copied into ZebraCoordinatorImpl without the statements that show other screens: showDetail()"), output)
    }

    /// A flow whose `start()` makes its first screen through its own maker in a module factory every flow
    /// shares (`factory.makeTracks()`, declared by `TracksModuleFactory` and the shared `ModuleFactoryImp`,
    /// the screen kept outside the flow's folder): the copy gets a maker of its own beside each and shows
    /// its own empty first screen through it, rather than a `start()` emptied of the example's.
    func testAFirstScreenMadeByTheFlowsMakerInASharedFactoryGetsAMakerOfItsOwn() throws {
        let (app, config) = try adopted("RouterFirstScreenFromASharedFactory")
        let output = try makeLike("Tracks", in: app, config: config)
        XCTAssertTrue(output.contains("Zebra's one screen is ZebraViewController, an empty TracksViewController"), output)
        XCTAssertFalse(output.contains("not copied: makeTracks"), output)
        let coordinator = try text(app, "Studio/Flows/Zebra Flow/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("        let tracksOutput = factory.makeZebra()\n"), coordinator)
        XCTAssertTrue(coordinator.contains("        router.setRootModule(tracksOutput)\n"), coordinator)
        let factory = try text(app, "Studio/Core/Factories/ModuleFactoryImp.swift")
        XCTAssertTrue(factory.contains("    func makeZebra() -> ZebraView {\n        ZebraViewController()\n    }"), factory)
        XCTAssertTrue(try text(app, "Studio/Core/Factories/TracksModuleFactory.swift").contains("    func makeZebra() -> ZebraView\n"))
        XCTAssertTrue(
            try text(app, "Studio/Scenes/ZebraViewController.swift").contains(
                "final class ZebraViewController: UIViewController, ZebraView {"))
    }

    /// A per-flow protocol a shared type adopts in an extension (`extension ModulesFactory:
    /// FeedModulesFactory`) whose requirements keep their names: the copy adds the same conformance next
    /// to it, without declaring the members again; adopted in the type's own declaration, the
    /// conformance comes in an extension after it, with the members the renamed requirements need.
    func testASharedTypeAdoptsTheCopiedProtocolToo() throws {
        let (app, config) = try adopted("TabFlowsSharedFactories")
        try makeLike("Feed", in: app, config: config)
        XCTAssertTrue(
            try text(app, "Shop/Features/Feed/FeedModulesFactory.swift").hasSuffix(
                "extension ModulesFactory: FeedModulesFactory {\n    func makeItemList() -> ItemListViewController {\n        ItemListViewController()\n    }\n}\n\nextension ModulesFactory: ZebraModulesFactory {}\n"
            ))

        let (cartApp, cartConfig) = try adopted("TabFlowsSharedFactories")
        try makeLike("Cart", in: cartApp, config: cartConfig)
        XCTAssertTrue(
            try text(cartApp, "Shop/Factories/ModulesFactory.swift").hasSuffix(
                "}\n\nextension ModulesFactory: ZebraModulesFactory {\n    func makeZebraSummary() -> ItemListViewController {\n        ItemListViewController()\n    }\n}\n"
            ))
    }

    /// A tab enum with integer raw values: the copied case takes the next free one (a case on a line of
    /// its own after `case feed = 0` would take 1, which is `cart`'s), and the output says so.
    func testACopiedTabCaseTakesTheNextFreeRawValue() throws {
        let (app, config) = try adopted("TabFlowsSharedFactories")
        let output = try makeLike("Feed", in: app, config: config)
        XCTAssertTrue(try text(app, "Shop/Tabs/ShopTab.swift").contains("    case feed = 0\n    case zebra = 3\n    case cart = 1\n"))
        XCTAssertTrue(output.contains("ShopTab's raw values must be unique: case zebra = 3"), output)
    }

    /// The tab bar keeps the example's coordinator in a typed property the parent sets
    /// (`tabBarController.coordinator = feedCoordinator`): the copy gets a property of its own next to it,
    /// and the copied wiring sets that one.
    func testAPropertyOfTheExamplesTypeGetsOneForTheCopy() throws {
        let (app, config) = try adopted("TabFlowsSharedFactories")
        let output = try makeLike("Feed", in: app, config: config)
        XCTAssertTrue(
            try text(app, "Shop/Tabs/ShopTabBarController.swift").contains(
                "    var coordinator: FeedCoordinatorImpl!\n    var zebraCoordinator: ZebraCoordinatorImpl!\n"))
        XCTAssertTrue(try text(app, "Shop/Tabs/TabsCoordinatorImpl.swift").contains("            tabBarController.zebraCoordinator = feedCoordinator\n"))
        XCTAssertTrue(output.contains("ShopTabBarController keeps Feed's coordinator in `coordinator`"), output)
    }

    /// A tab coordinator makes each tab's flow as a local and hands the locals to an array: the copy
    /// gets a local of its own after the example's, an element of its own on its own line in each
    /// array written one element per line (before the example's where that one is last, so no line
    /// changes), and the calls and settings made on the local; what only one flow can have (the
    /// selected tab) and an array on one line are left to the user, and said. The server's `Endpoint`
    /// has a case named like the tab that only a screen uses, and the coordinator calls a shared
    /// `tabItems.places()` named like it too: neither makes the case the flow's, so it is not copied.
    func testALocalHoldingTheExampleIsCopiedWithItsUsesAndACaseNamedLikeItIsNot() throws {
        let (app, config) = try adopted("TabChildrenMadeAsLocals")
        let apiBefore = try text(app, "Atlas/Services/APIClient.swift")
        let output = try makeLike("Places", in: app, config: config)
        let tabs = try text(app, "Atlas/Coordinators/HomeTabsCoordinator.swift")
        XCTAssertTrue(
            tabs.contains(
                "        let placesCoordinator = PlacesCoordinator(services: services)\n        let zebraCoordinator = ZebraCoordinator(services: services)\n"),
            tabs)
        XCTAssertTrue(tabs.contains("            mapsCoordinator,\n            zebraCoordinator,\n            placesCoordinator\n        ]"), tabs)
        XCTAssertEqual(try text(app, "Atlas/Services/APIClient.swift"), apiBefore)
        XCTAssertTrue(output.contains("not copied: case places of Endpoint"), output)
        XCTAssertTrue(output.contains("an array on one line, which coordgen cannot extend without changing the line: add zebraCoordinator.navigationController there"), output)
        XCTAssertTrue(output.contains("not copied: `tabBarController.selectedViewController = placesCoordinator.navigationController`"), output)

        let (other, _) = try adopted("TabChildrenMadeAsLocals")
        try makeLike("Maps", in: other, config: config)
        let otherTabs = try text(other, "Atlas/Coordinators/HomeTabsCoordinator.swift")
        XCTAssertTrue(otherTabs.contains("            mapsCoordinator,\n            zebraCoordinator,\n            placesCoordinator\n"), otherTabs)
        XCTAssertTrue(otherTabs.contains("        zebraCoordinator.navigationController.tabBarItem = services.tabItems.maps()\n"), otherTabs)
    }

    /// Where no coordinator starts another as far as the analysis sees (each tab's stack makes its own
    /// coordinator), init still records a flow to copy and says why; the copy compiles.
    func testWithoutParentEdgesInitRecordsAFlowToCopy() throws {
        let app = try ExistingApps.copy("TopLevelRouteEnumsPerTab")
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("Boats (no coordinator starts another where coordgen can see it, so the example is BoatsCoordinator"), result.stdout)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.example, "Boats")
        try makeLike("Boats", in: app, config: config)
        XCTAssertTrue(try text(app, "Harbor/Navigation/ZebraRoutes.swift").contains("enum ZebraRoute: Hashable {"))
    }

    /// The example's screens take its coordinator as its own class (`RecipesViewModel(coordinator:
    /// RecipesCoordinator)`), and its protocol requires the methods that show them: the copy has one
    /// empty first screen, the coordinator's methods that show the others are not copied (nor their
    /// requirements), and the copy compiles; the output says each decision.
    func testTheCopyHasOneEmptyFirstScreenAndNoPathToTheExamplesOthers() throws {
        let (app, config) = try adopted("ScreensTakeTheFlowClass")
        let output = try makeLike("Recipes", in: app, config: config)
        let coordinator = try text(app, "Kitchen/Features/Zebra/Coordinator/ZebraCoordinator.swift")
        XCTAssertFalse(coordinator.contains("RecipeDetail"), coordinator)
        XCTAssertFalse(coordinator.contains("Filters"), coordinator)
        XCTAssertFalse(coordinator.contains("func showRecipe"), coordinator)
        XCTAssertTrue(
            coordinator.contains(
                "    private func showList() {\n        listViewController.viewModel = ZebraViewModel(coordinator: self)\n        navigationController.pushViewController(listViewController, animated: true)\n    }\n"
            ), "the method showing the first screen stays, without the route to another:\n\(coordinator)")
        XCTAssertTrue(coordinator.contains("    func close() {\n"), coordinator)
        XCTAssertEqual(
            try text(app, "Kitchen/Features/Zebra/Coordinator/ZebraCoordinatorProtocol.swift"),
            "protocol ZebraCoordinatorProtocol: Coordinator {\n    func close()\n}\n")
        XCTAssertEqual(
            try text(app, "Kitchen/Features/Zebra/Screens/ZebraViewController.swift"),
            "import UIKit\n\nfinal class ZebraViewController: UIViewController {\n    var viewModel: ZebraViewModel?\n    var onSelect: ((Int) -> Void)?\n}\n")
        XCTAssertEqual(
            try text(app, "Kitchen/Features/Zebra/Screens/ZebraViewModel.swift"),
            "final class ZebraViewModel {\n    private weak var coordinator: ZebraCoordinator?\n\n    init(coordinator: ZebraCoordinator) {\n        self.coordinator = coordinator\n    }\n}\n")
        XCTAssertTrue(output.contains("Zebra's one screen is ZebraViewController, an empty RecipesViewController"), output)
        XCTAssertTrue(output.contains("not copied into ZebraCoordinator: detailViewController, refreshDetail(), showFilters(), showRecipe(_:)"), output)
        XCTAssertTrue(output.contains("the screens Zebra does not show: FiltersViewController, RecipeDetailViewController"), output)
        XCTAssertTrue(output.contains("copied into ZebraCoordinator without the statements that show other screens: showList()"), output)
    }

    /// The example dispatches its steps in a `switch` over its own enum, and its first screen hands on a
    /// closure that pushes the next step: the copy keeps the first step's case, its `switch` keeps that
    /// case alone, and the closure is kept empty, so the copy still shows its first screen (before, the
    /// whole `switch` went and `content()` showed nothing).
    func testAStepSwitchKeepsTheFirstStepAndAHandedOnClosureLosesOnlyItsCall() throws {
        let (app, config) = try adopted("CoordinatorsPushedOntoPath")
        let before = TreeSnapshot(app)
        let output = try makeLike("Books", in: app, config: config)
        let coordinator = try text(app, "Shelf/Flows/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("enum ZebraStep {\n    case list\n}\n"), coordinator)
        XCTAssertTrue(
            coordinator.contains("        switch step {\n        case .list:\n            ZebraView(onSelect: { })\n        }\n"), coordinator)
        XCTAssertFalse(coordinator.contains("details"), coordinator)
        XCTAssertTrue(output.contains("copied into ZebraCoordinator without the statements that show other screens: content()"), output)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// The example's coordinator makes its screens itself, named for what they show and not for the flow
    /// (`ShelfViewController(coordinator: self)`): the copy's first screen is a new, empty screen of the
    /// same kind named for the new flow, and the method that shows the other one is not copied.
    func testAFirstScreenNotNamedAfterTheFlowBecomesAnEmptyScreenOfTheNewFlow() throws {
        let (app, config) = try adopted("ScreensTakeTheFlowClass")
        let output = try makeLike("Pantry", in: app, config: config)
        let coordinator = try text(app, "Kitchen/Features/Zebra/ZebraCoordinator.swift")
        XCTAssertTrue(coordinator.contains("let shelf = ZebraViewController(coordinator: self)"), coordinator)
        XCTAssertFalse(coordinator.contains("ShelfItem"), coordinator)
        let screen = try text(app, "Kitchen/Features/Zebra/ZebraViewController.swift")
        XCTAssertTrue(
            screen.contains("final class ZebraViewController: UIViewController {\n    private weak var coordinator: ZebraCoordinator?\n\n    init(coordinator: ZebraCoordinator) {"),
            screen)
        XCTAssertFalse(screen.contains("items"), screen)
        XCTAssertTrue(output.contains("Zebra's one screen is ZebraViewController, an empty ShelfViewController"), output)
    }

    /// `remove coordinator` right after `new coordinator --like` gives back every byte: the copy's own
    /// files go, and each piece of wiring copied beside the example's is taken out with the line breaks
    /// written before it, where the family's templates would not have made the flow that way.
    /// The app's data enum names its cases with the example's word inside (`case personalChat, groupChat`
    /// of `ConversationKind`, switched without `default` in the example's own coordinator and screen), as
    /// do a screen's event (`showPersonalChat`) and two cases of the flow enum (`privateChatList`): none
    /// is the flow's own, which begins with its name (`case chat`), so none is copied, nor their clauses;
    /// a copy would add a case the example's switches do not handle. The copy type-checks, and `remove`
    /// gives back every byte.
    func testCasesOnlyMentioningTheExamplesNameAreNotCopied() throws {
        let (app, config) = try adopted("DomainEnumCasesMentionAFlow")
        let before = TreeSnapshot(app)
        let kind = try text(app, "Talk/Models/ConversationKind.swift")
        let events = try text(app, "Talk/Screens/HomeViewController.swift")
        try makeLike("Chat", in: app, config: config)
        XCTAssertEqual(try text(app, "Talk/Models/ConversationKind.swift"), kind)
        XCTAssertEqual(try text(app, "Talk/Screens/HomeViewController.swift"), events)
        let flows = try text(app, "Talk/Coordinators/CoordinatorType.swift")
        XCTAssertTrue(flows.contains("    case home, chat\n    case zebra\n    case privateChatList, GroupChatList\n}"), flows)
        XCTAssertTrue(try text(app, "Talk/Coordinators/TabBarPage.swift").contains("    case chat\n    case zebra\n"))
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// The router's methods take a module protocol the screens adopt themselves, whose requirements its
    /// extensions meet (`protocol Presentable { var viewController: UIViewController? { get } }`): the
    /// copy's emptied screen keeps adopting it, so the copied `router.push(viewController)` type-checks.
    func testAnEmptiedScreenKeepsTheModuleProtocolTheRouterTakes() throws {
        let (app, config) = try adopted("RouterTakesPresentableProtocol")
        try makeLike("Gallery", in: app, config: config)
        let screen = try text(app, "Kiln/Flows/Zebra/ZebraViewController.swift")
        XCTAssertTrue(screen.contains("final class ZebraViewController: UIViewController, Presentable {"), screen)
        XCTAssertTrue(try text(app, "Kiln/Flows/Zebra/ZebraCoordinator.swift").contains("        router.push(viewController)\n"))
    }

    func testRemovingTheCopyGivesBackEveryByte() throws {
        for (fixture, example) in [
            ("ScreensTakeTheFlowClass", "Recipes"), ("ScreensTakeTheFlowClass", "Pantry"), ("TabFlowsSharedFactories", "Feed"),
            ("TabChildrenMadeAsLocals", "Places"), ("TabChildrenMadeAsLocals", "Maps"),
        ] {
            let (app, config) = try adopted(fixture)
            let before = TreeSnapshot(app)
            try makeLike(example, in: app, config: config)
            let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
            XCTAssertEqual(removal.status, 0, "\(fixture) like \(example): \(removal.output)")
            XCTAssertEqual(TreeSnapshot(app), before, "\(fixture) like \(example): \(removal.output)")
        }
    }

    /// An analytics event named after the example (`case ordersShortcutTapped` that another flow's view
    /// model sends) is not the flow's wiring: nothing the copy keeps uses it, so neither the case nor its
    /// switch clause is copied, and the output says so; nor is one the example's own view model sends
    /// (`.menuOpened`) when the copy's view model is emptied with its screen. `remove coordinator` takes the whole copy back, also where the
    /// family's own removal would succeed with less (a copy nothing starts: the family's removal would
    /// leave the copied protocol and view model behind).
    func testAnEventOnlyAnotherFlowSendsIsNotCopiedAndRemoveTakesTheWholeCopyBack() throws {
        let fixture = "SceneFoldersFlowProtocolBesideDefaultClass"
        let (app, config) = try adopted(fixture)
        let before = TreeSnapshot(app)
        let output = try makeLike("Orders", in: app, config: config)
        XCTAssertTrue(output.contains("not copied: case ordersShortcutTapped of StoreEvent, nor the switch clauses over it"), output)
        XCTAssertFalse(try text(app, "Store/Util/StoreEvent.swift").contains("zebra"))
        XCTAssertTrue(try text(app, "Store/Util/CoordinatorType.swift").contains("zebra"))
        var removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)

        // Menu's own view model sends `.menuOpened`, but the copy's is emptied with its screen: what the
        // copy keeps decides, as `remove` finds the copy again.
        let menuCopy = try makeLike("Menu", in: app, config: config)
        XCTAssertTrue(menuCopy.contains("not copied: case menuOpened of StoreEvent"), menuCopy)
        removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)

        let startedByNothing = try makeLike("Profile", in: app, config: config)
        XCTAssertTrue(startedByNothing.contains("nothing starts Zebra yet"), startedByNothing)
        removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertTrue(removal.output.contains("removed as `new coordinator --like` makes one"), removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// The parent starts the example with an argument no protocol requires (`coordinator.start(user:)`),
    /// and the example's `start` shows a screen the copy leaves out: the copy keeps `start(user:)`, without
    /// that statement, because the copied wiring calls it. A shared type's initialiser labelled after the
    /// flow (`BadgeModel(profileCoordinator:)`) keeps its label in the copy, as its declaration does. The
    /// copy type-checks in Swift 5 and 6, and `remove coordinator` gives back every byte.
    func testWhatTheWiringCallsIsKeptAndASharedTypesLabelsAreNotRenamed() throws {
        let (app, config) = try adopted("FlowStartedWithArguments")
        let before = TreeSnapshot(app)
        let output = try makeLike("Profile", in: app, config: config)
        let coordinator = try text(app, "Garden/Features/Zebra/Coordinator/ZebraCoordinator.swift")
        XCTAssertTrue(
            coordinator.contains(
                "    func start(user: String) {\n        let badge = BadgeModel(profileCoordinator: self)\n        badge.user = user\n    }\n"),
            "\(coordinator)\n\(output)")
        XCTAssertFalse(coordinator.contains("showSummary"), coordinator)
        XCTAssertTrue(try text(app, "Garden/Features/Home/HomeCoordinator.swift").contains("coordinator.start(user: user)\n    }\n\n    func openZebra(user: String) {"))
        try typeCheck(app, config: config, swiftVersion: 6, output: output)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    /// The example's first screen is made by a composer shared by the app's screens that takes the
    /// example's coordinator class itself (`ScreenComposer.composedCalendar(coordinator: AgendaCoordinator)`):
    /// the copy cannot hand itself to it, so the property that calls it is not copied, and the output
    /// says where the new flow's first screen must be made. The empty first screen keeps what its kept
    /// code uses of its view (`configure(day:selected:)` → `highlight()` → `dayLabel`; the initialiser's
    /// `setUpLayout()`). The copy type-checks in Swift 5 and 6, and `remove coordinator` gives back every byte.
    func testACopyDoesNotHandItselfToWhatTakesTheExamplesClassAndAnEmptyScreenKeepsWhatItCalls() throws {
        let (app, config) = try adopted("FirstScreenFromASharedComposer")
        let before = TreeSnapshot(app)
        let output = try makeLike("Agenda", in: app, config: config)
        let coordinator = try text(app, "Studio/Coordinators/ZebraCoordinator.swift")
        XCTAssertFalse(coordinator.contains("ScreenComposer"), coordinator)
        XCTAssertTrue(coordinator.contains("    func start() {\n    }\n"), coordinator)
        XCTAssertTrue(
            output.contains(
                "not copied into ZebraCoordinator: agendaViewController: it calls composedCalendar(…), which takes Agenda's coordinator class itself and cannot take Zebra's; show Zebra's first screen there"
            ), output)
        let view = try text(app, "Studio/Screens/Zebra/ZebraDayView.swift")
        for member in ["private let dayLabel", "func configure(day: String, selected: Bool)", "private func highlight()", "private func setUpLayout()"] {
            XCTAssertTrue(view.contains(member), "\(member) is missing:\n\(view)")
        }
        try typeCheck(app, config: config, swiftVersion: 6, output: output)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    func testAnEmptyScreenKeepsTheLayoutProtocolItNeedsAndLosesWhatCallsAnotherScreen() throws {
        let (app, config) = try adopted("ScreenViewWithLayoutProtocol")
        let before = TreeSnapshot(app)
        try makeLike("Member", in: app, config: config)
        let view = try text(app, "Roster/Screens/Zebra/ZebraView.swift")
        // `init` calls `buildLayout()`, which only `LayoutBuilding`'s extension declares, and the
        // controller's base class takes only `LayoutBuilding` views: the conformance stays, with the
        // members that meet its requirements and what they use.
        for member in ["extension ZebraView: LayoutBuilding {", "func addSubviews()", "func makeConstraints()", "let badgesButton = UIButton()"] {
            XCTAssertTrue(view.contains(member), "\(member) is missing:\n\(view)")
        }
        XCTAssertFalse(view.contains("func show(name:"), view)
        // `didTapBadges()` calls the view model's `openBadges()`, which shows another screen: both go,
        // and `configure()`, which names it.
        let controller = try text(app, "Roster/Screens/Zebra/ZebraViewController.swift")
        for member in ["didTapBadges", "configure()"] { XCTAssertFalse(controller.contains(member), controller) }
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    func testAScreenProtocolTheAppsServiceRefinesIsUsedAsItIsAndMembersNamedAfterTheExampleAreRenamed() throws {
        let (app, config) = try adopted("ScreenServiceRefinedAppWide")
        let output = try makeLike("Shelf", in: app, config: config)
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Library/Screens/Zebra/ZebraScreenCatalogProtocol.swift").path))
        let viewModel = try text(app, "Library/Screens/Zebra/ZebraViewModel.swift")
        XCTAssertTrue(viewModel.contains("catalog: ShelfScreenCatalogProtocol)"), viewModel)
        XCTAssertTrue(
            output.contains(
                "not copied: ShelfScreenCatalogProtocol: CatalogServiceProtocol refines it, and a protocol cannot adopt a copy in an extension, so Zebra uses ShelfScreenCatalogProtocol as Shelf does"
            ), output)
        XCTAssertFalse(output.contains("ShelfScreenCatalogProtocol: only code"), output)
        let coordinator = try text(app, "Library/Coordinators/ZebraCoordinator.swift")
        for renamed in ["private weak var zebraViewController", "ZebraAssembler.makeZebraScreen(coordinator: self)", "func zebraDidClose()"] {
            XCTAssertTrue(coordinator.contains(renamed), "\(renamed) is missing:\n\(coordinator)")
        }
        XCTAssertFalse(coordinator.contains("shelf"), coordinator)
        // The assembler declares the method the coordinator calls under the new name too.
        XCTAssertTrue(try text(app, "Library/Screens/Zebra/ZebraAssembler.swift").contains("static func makeZebraScreen("))
    }

    func testACopiedRouteEnumGetsNoClauseInASharedSwitchAndItsComposerOnlyTheCopiedProtocol() throws {
        let (app, config) = try adopted("ComposerSwitchOverFlowRoute")
        let before = TreeSnapshot(app)
        try makeLike("Basket", in: app, config: config)
        // `case basket` of the parent's `HomeDestination` makes `basket` a case to copy, but the shared
        // `switch route` over `BasketRoute` cannot take `.zebra`: `ZebraRoute` is a copy, not an extension.
        let titles = "Market/Composing/RouteTitles.swift"
        XCTAssertEqual(TreeSnapshot(app).files[titles], before.files[titles], "the shared switch over BasketRoute changed")
        XCTAssertTrue(try text(app, "Market/Coordinators/HomeCoordinator.swift").contains("        case .zebra:\n            showZebra()\n"))
        // `BasketComposing` binds `Route` to `BasketRoute`: the copy adopts `ZebraComposing` only.
        let composer = try text(app, "Market/Composing/ZebraComposer.swift")
        XCTAssertTrue(composer.contains("struct ZebraComposer: ZebraComposing {"), composer)
        XCTAssertTrue(composer.contains("protocol ZebraComposing: Composing where Route == ZebraRoute {}"), composer)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), before, removal.output)
    }

    func testABadExampleIsRefusedInOneLineAndNothingChanges() throws {
        let (app, config) = try adopted("FeatureFlowModuleFactories")
        let before = TreeSnapshot(app)
        for (arguments, words) in [
            (["new", "coordinator", "Zebra", "--like", "Nowhere"], "--like Nowhere"),
            (["new", "coordinator", "Zebra", "--like", config.naming?.root ?? "AppCoordinator"], "root coordinator"),
            (["new", "coordinator", "Home", "--like", "Plants"], "already declared"),
            (["new", "coordinator", "Zebra", "--like", "Plants", "--parent", "Home"], "--like and --parent exclude each other"),
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(words), "\(arguments): \(result.stderr)")
            XCTAssertEqual(TreeSnapshot(app), before, "\(arguments) changed files")
        }
    }
}
