import Foundation
import XCTest

@testable import CoordgenKit

/// PublishedItemCoordinators: `ObservableObject` coordinators with no protocol that show each screen's
/// view model and each child coordinator by setting an optional `@Published` item, which the
/// coordinator's view binds with the app's own `.navigation(item:)`; children hold their parent back.
/// init → new coordinator → new screen, type-checked in Swift 5 and 6, edits that only insert lines.
final class PublishedItemCoordinatorsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let cells = [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)]

    func testCoordinatorsShowingItemsAreAdoptedAndSaySo() throws {
        let (_, shape, output) = try ExistingApps.adopted("PublishedItemCoordinators", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "ObservableObject")
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        XCTAssertEqual(
            shape.protocol.items,
            ItemRoutesShape(modifier: "navigation", show: "open", view: "{Coordinator}View", viewWrapper: "@ObservedObject", parentLabel: "parent"))
        XCTAssertTrue(shape.protocol.family is ItemFamily)
        XCTAssertTrue(
            output.contains(
                "AppCoordinator shows screens' view models and child coordinators through optional items (bookViewModel: BookViewModel?, readerCoordinator: ReaderCoordinator?)"
            ), output)
        XCTAssertTrue(output.contains("bound in AppCoordinatorView by .navigation(item:)"), output)
    }

    func testANewFlowAndScreensTypeCheckAndOnlyInsertLines() throws {
        let (app, shape, _) = try ExistingApps.adopted("PublishedItemCoordinators", into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget)
        let before = Self.cells.map { ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: $0) }
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "coordinator", "Zebra", "--parent", "App"],
            ["new", "screen", "Giraffe", "--coordinator", "Reader"],
            ["new", "screen", "Okapi", "--coordinator", "Zebra"],
            ["new", "coordinator", "Yak", "--parent", "Zebra", "--present"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let root = try String(contentsOf: app.appendingPathComponent("Library/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(
            root.contains(
                "    @Published var readerCoordinator: ReaderCoordinator?\n    @Published var zebraCoordinator: ZebraCoordinator?\n"), root)
        XCTAssertTrue(root.contains("    func openZebra() {\n        zebraCoordinator = ZebraCoordinator(parent: self)\n    }"), root)
        let rootView = try String(contentsOf: app.appendingPathComponent("Library/Coordinators/AppCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(
            rootView.contains(
                "                .navigation(item: $coordinator.zebraCoordinator) {\n                    ZebraCoordinatorView(coordinator: $0)\n                }\n"
            ), rootView)
        let reader = try String(contentsOf: app.appendingPathComponent("Library/Coordinators/ReaderCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(reader.contains("    @Published var pageViewModel: PageViewModel?\n    @Published var giraffeViewModel: GiraffeViewModel?\n"), reader)
        XCTAssertTrue(reader.contains("        giraffeViewModel = GiraffeViewModel(coordinator: self)\n"), reader)
        for file in ["Library/Screens/GiraffeView.swift", "Library/Screens/GiraffeViewModel.swift", "Library/Screens/OkapiViewModel.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent(file).path), file)
        }
        let zebraView = try String(contentsOf: app.appendingPathComponent("Library/Coordinators/ZebraCoordinatorView.swift"), encoding: .utf8)
        XCTAssertTrue(zebraView.contains(".sheet(item: $coordinator.yakCoordinator) {"), zebraView)
        XCTAssertTrue(zebraView.contains(".navigation(item: $coordinator.okapiViewModel) {"), zebraView)
        for (settings, old) in zip(Self.cells, before) {
            let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(old)
            XCTAssertEqual(new, [], "\(settings)")
        }
        original.assertOnlyGainedLines(in: app, "PublishedItemCoordinators")
    }

    /// A parent whose view binds no item while it holds children in other properties (tabs) is refused
    /// in one line naming them; a back-reference to its own parent is no child.
    func testChildrenHeldOtherwiseAreNamedAndBackReferencesAreNot() throws {
        let source = """
            final class TabsCoordinator: ObservableObject {
                private unowned let parent: AppCoordinator
                @Published var menuCoordinator: MenuCoordinator!
                let basketCoordinator: BasketCoordinator
                @Published var detailCoordinator: DetailCoordinator?
            }
            """
        XCTAssertEqual(
            try ItemPropertyInserter.childCoordinatorsHeldOtherwise(inClass: "TabsCoordinator", in: source),
            ["menuCoordinator", "basketCoordinator"])
        XCTAssertEqual(ProtocolFreeShapeDetector.verb(of: "openRatings"), "open")
        XCTAssertEqual(ProtocolFreeShapeDetector.verb(of: "pushThird"), "push")
    }

    /// The new item goes after the last optional one, with its attributes.
    func testANewItemFollowsTheLastOptionalOne() throws {
        let source = """
            final class ShopCoordinator: ObservableObject {
                @Published var listViewModel: ListViewModel!
                @Published var cartViewModel: CartViewModel?
                let name = "Shop"
            }
            """
        let edited = try ItemPropertyInserter.addingItem("giraffeViewModel", type: "GiraffeViewModel", toClass: "ShopCoordinator", in: source)
        XCTAssertTrue(
            edited.contains(
                "    @Published var cartViewModel: CartViewModel?\n    @Published var giraffeViewModel: GiraffeViewModel?\n    let name"), edited)
    }
}
