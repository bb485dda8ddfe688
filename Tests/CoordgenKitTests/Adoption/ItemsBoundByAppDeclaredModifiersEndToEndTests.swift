import Foundation
import XCTest

@testable import CoordgenKit

/// ItemsBoundByAppDeclaredModifiers: `ObservableObject` coordinators with no protocol that show each
/// screen's view model and each child coordinator by setting an optional `@Published` item, which the
/// coordinator's view (declared in the coordinator's file) binds with modifiers the app declares itself in
/// a `View` extension (`.push(item:)`, `.present(item:)`); the methods setting items are `goToX`, a class
/// also keeps optional callbacks, and the tab coordinator holds its tabs in properties made where they
/// are declared (`@Published var harborCoordinator = HarborCoordinator()`).
/// init → new coordinator → new screen, type-checked in Swift 5 and 6, edits that only insert lines.
final class ItemsBoundByAppDeclaredModifiersEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private let fixture = "ItemsBoundByAppDeclaredModifiers"

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]

    func testTheAppsOwnItemModifiersAreReadAndTheGoToVerbKept() throws {
        let (_, shape, output) = try ExistingApps.adopted(fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        XCTAssertTrue(shape.protocol.family is ItemFamily)
        XCTAssertEqual(
            shape.protocol.items,
            ItemRoutesShape(modifier: "push", show: "goTo", view: "{Coordinator}View", viewWrapper: "@ObservedObject", parentLabel: nil))
        XCTAssertTrue(output.contains("bound in HarborCoordinatorView by .push(item:)"), output)
    }

    func testANewFlowAndScreensTypeCheckAndOnlyInsertLines() throws {
        let (app, shape, _) = try ExistingApps.adopted(fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Zebra", "--parent", "Harbor"],
            ["new", "screen", "Giraffe", "--coordinator", "Harbor"],
            ["new", "screen", "Okapi", "--coordinator", "Zebra"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let harbor = try String(contentsOf: app.appendingPathComponent("Marina/Flows/Harbor/HarborCoordinator.swift"), encoding: .utf8)
        // The new items follow the last published one of their kind, with its attribute, not the optional callback after it.
        XCTAssertTrue(
            harbor.contains(
                "    @Published var boatViewModel: BoatViewModel?\n    @Published var giraffeViewModel: GiraffeViewModel?\n    @Published var dockCoordinator: DockCoordinator?\n    @Published var zebraCoordinator: ZebraCoordinator?\n"
            ), harbor)
        XCTAssertTrue(harbor.contains("    func goToZebra() {\n"), harbor)
        XCTAssertTrue(harbor.contains("    func goToGiraffe() {\n"), harbor)
        XCTAssertTrue(harbor.contains(".push(item: $coordinator.zebraCoordinator) {\n                ZebraCoordinatorView(coordinator: $0)\n"), harbor)
        XCTAssertTrue(harbor.contains(".push(item: $coordinator.giraffeViewModel) {\n"), harbor)
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app, fixture)
    }

    /// Deployed before iOS 16, with previews: a new flow's screen's preview shows it in a `NavigationView`, which
    /// type-checks (SwiftUI's deprecated container, in the stand-in with Apple's signature).
    func testAScreenOfAnAppBeforeIOS16IsPreviewedInANavigationView() throws {
        let app = try ExistingApps.copy(fixture)
        workspaces.append(app.deletingLastPathComponent())
        let project = app.appendingPathComponent("project.yml")
        try String(contentsOf: project, encoding: .utf8).replacingOccurrences(of: "iOS: \"16.0\"", with: "iOS: \"15.0\"")
            .write(to: project, atomically: true, encoding: .utf8)
        let boat = app.appendingPathComponent("Marina/Screens/BoatView.swift")
        let preview = "\nstruct BoatView_Previews: PreviewProvider {\n    static var previews: some View {\n        BoatView(viewModel: BoatViewModel(name: \"Tern\"))\n    }\n}\n"
        try (String(contentsOf: boat, encoding: .utf8) + preview).write(to: boat, atomically: true, encoding: .utf8)
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Harbor"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        let zebra = try String(contentsOf: app.appendingPathComponent("Marina/Screens/ZebraView.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("        NavigationView {\n"), zebra)
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
    }

    /// The tab coordinator shows its children as tabs, held in properties made where they are declared:
    /// a new flow under it is refused in one line naming them, and nothing changes.
    func testATabParentHoldingItsChildrenInMadePropertiesIsRefused() throws {
        let (app, _, _) = try ExistingApps.adopted(fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Tabs"], in: app)
        XCTAssertNotEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "TabsCoordinatorView binds no item of TabsCoordinator with .push(item:): it shows the children it holds another way (harborCoordinator, logCoordinator, such as tabs)"
            ), result.output)
        XCTAssertEqual(TreeSnapshot(app), original, "a refused command changed the tree")
    }

    /// A copy of Dock stored in an item that no view binds is shown by nothing: said so, naming the view
    /// that binds Dock's item, never "`coordgen tree` shows", and leaving an enum alone that only shares a
    /// case name with the flow; removing it gives every byte back.
    func testACopyNoViewBindsSaysSoAndIsRemovedByteForByte() throws {
        let (app, _, _) = try ExistingApps.adopted(fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--like", "Dock"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.output.contains(
                "nothing starts ZebraCoordinator yet: HarborCoordinator.goToZebra() makes it only to store it in zebraCoordinator, which nothing the app runs reads; read zebraCoordinator where dockCoordinator is read (HarborCoordinatorView.body)"
            ), result.output)
        XCTAssertFalse(result.output.contains("`coordgen tree` shows"), result.output)
        // An enum with one case named like a flow beside others is no list of flows: it gets no `case zebra`.
        let link = try String(contentsOf: app.appendingPathComponent("Marina/Navigation/MarinaLink.swift"), encoding: .utf8)
        XCTAssertFalse(link.contains("zebra"), link)
        let removal = CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app)
        XCTAssertEqual(removal.status, 0, removal.output)
        XCTAssertEqual(TreeSnapshot(app), original, removal.output)
    }

    func testUnitsOfTheShape() throws {
        XCTAssertEqual(ProtocolFreeShapeDetector.verb(of: "goToBoat"), "goTo")
        XCTAssertEqual(ProtocolFreeShapeDetector.verb(of: "navigateToDetail"), "navigateTo")
        XCTAssertEqual(ProtocolFreeShapeDetector.verb(of: "goTomorrow"), "go")
        XCTAssertEqual(ProtocolFreeShapeDetector.verb(of: "openRatings"), "open")
        let tabs = """
            final class TabsCoordinator: ObservableObject {
                @Published var homeCoordinator = HomeCoordinator()
                @Published var selectedTab: Tab = .home
                let title = String("Tabs")
                var onSignOut: (() -> Void)?
            }
            """
        XCTAssertEqual(try ItemPropertyInserter.childCoordinatorsHeldOtherwise(inClass: "TabsCoordinator", in: tabs), ["homeCoordinator"])
        let shop = """
            final class ShopCoordinator: ObservableObject {
                @Published var cartViewModel: CartViewModel?
                var onDone: (() -> Void)?
            }
            """
        let edited = try ItemPropertyInserter.addingItem("giraffeViewModel", type: "GiraffeViewModel", toClass: "ShopCoordinator", in: shop)
        XCTAssertTrue(
            edited.contains("    @Published var cartViewModel: CartViewModel?\n    @Published var giraffeViewModel: GiraffeViewModel?\n    var onDone"),
            edited)
    }
}
