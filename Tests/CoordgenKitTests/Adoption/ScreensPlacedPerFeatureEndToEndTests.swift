import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose screens subclass a generic base view controller kept with what the screens share
/// (`Helpers/BaseViewController.swift`, `Core/Base/…`), while the screens themselves live per feature: in
/// folders below their coordinator's feature folder (`Scenes/Paintings/PaintingDetail/View/…`), or in a
/// folder each named after the screen (`Presentation/OrderList/…`). The base class is no screen, so its
/// folder is never where new screens go: a new screen goes into its coordinator's feature folder, or a
/// folder of its own where its coordinator's screens each have one, or beside its coordinator's screens
/// where they share a folder the pattern does not name, and `init` and `new screen` say so with the key
/// that changes it.
final class ScreensPlacedPerFeatureEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func exists(_ path: String, in app: URL) -> Bool {
        FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path)
    }

    func testScreensBelowFeatureFoldersGoIntoTheirCoordinatorsFeatureFolder() throws {
        let (app, shape, output) = try ExistingApps.adopted("GenericBaseScreensBelowFeatureFolders", into: &workspaces)
        XCTAssertEqual(shape.naming.screen, "{Name}ViewController")
        XCTAssertEqual(shape.layout.screens, "Gallery/Scenes/{Name}")
        XCTAssertTrue(
            output.contains(
                "layout:      screens in their coordinator's feature folder: Gallery/Scenes/{Name} (2 of 3 screens are in or below one); a new screen goes into its coordinator's, a new flow's into its own (layout.screens; --in chooses another)"
            ), output)
        XCTAssertFalse(output.contains("screens in Gallery/Helpers"), output)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Paintings"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        for path in [
            "Gallery/Scenes/Zebra/ZebraCoordinator.swift", "Gallery/Scenes/Zebra/ZebraViewController.swift",
            "Gallery/Scenes/Paintings/GiraffeViewController.swift",
        ] {
            XCTAssertTrue(exists(path, in: app), "\(path)\n\(zebra.output)\n\(giraffe.output)")
        }
        XCTAssertFalse(exists("Gallery/Helpers/GiraffeViewController.swift", in: app))
        XCTAssertFalse(exists("Gallery/Helpers/ZebraViewController.swift", in: app))
        try ExistingApps.assertTypeChecks(app, shape)
    }

    /// One coordinator whose screens live in feature folders laid out alike (`Features/Auth/Views`,
    /// `Features/Catalog/Views`), not named after the screens: a new flow's screen gets a feature folder of
    /// its own laid out so, and so does a new screen of the coordinator, never another feature's folder
    /// (the one holding the most screens, `Features/Auth/Views`).
    func testScreensInFeatureFoldersGiveANewFlowAFeatureFolderOfItsOwn() throws {
        let (app, shape, output) = try ExistingApps.adopted("OneCoordinatorScreensInFeatureFolders", into: &workspaces)
        XCTAssertEqual(shape.layout.screens, "Bakery/Features/{Name}/Views")
        XCTAssertTrue(
            output.contains(
                "screens in a folder per feature: Bakery/Features/{Name}/Views (5 of 5 screens, in Auth, Catalog, Orders); a new flow's screens go into a feature folder of its own laid out alike (layout.screens; --in chooses another)"
            ), output)
        XCTAssertFalse(output.contains("the most used"), output)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "App"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            giraffe.output.contains(
                "note: Giraffe's screen goes into Bakery/Features/Giraffe/Views, a feature folder of its own laid out as those of its coordinator's screens are (Bakery/Features/Auth/Views, Bakery/Features/Catalog/Views and 1 more; layout.screens: Bakery/Features/{Name}/Views); Bakery/Features/App/Views, where the pattern names App's, does not exist (--in chooses another)"
            ), giraffe.output)
        for path in ["Bakery/Features/Zebra/Views/ZebraViewController.swift", "Bakery/Features/Giraffe/Views/GiraffeViewController.swift"] {
            XCTAssertTrue(exists(path, in: app), "\(path)\n\(zebra.output)\n\(giraffe.output)")
        }
        XCTAssertFalse(exists("Bakery/Features/Auth/Views/ZebraViewController.swift", in: app))
        XCTAssertFalse(exists("Bakery/Features/App", in: app))
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testScreenFoldersOfOneFlowAreNoPatternForTheOthers() throws {
        let (app, shape, output) = try ExistingApps.adopted("ScreenFoldersKeptByOneFlow", into: &workspaces)
        // SignIn's screens each have a folder below SignIn's own: that is SignIn's arrangement, not where
        // other flows' screens go.
        XCTAssertEqual(shape.layout.screens, "Bakery/Flows/{Name}")
        XCTAssertTrue(
            output.contains(
                "layout:      screens below Bakery/Flows/SignIn (Bakery/Flows/SignIn/Screens/{Name}, 3 screens) are laid out for the SignIn flow alone, not a pattern for every flow"
            ), output)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Shelf"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        for path in ["Bakery/Flows/Zebra/ZebraCoordinator.swift", "Bakery/Flows/Zebra/ZebraViewController.swift", "Bakery/Flows/Shelf/GiraffeViewController.swift"] {
            XCTAssertTrue(exists(path, in: app), "\(path)\n\(zebra.output)\n\(giraffe.output)")
        }
        XCTAssertFalse(exists("Bakery/Flows/SignIn/Screens/Zebra", in: app))
        XCTAssertFalse(exists("Bakery/Flows/SignIn/Screens/Shelf", in: app))
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testScreensInFoldersOfTheirOwnGetOneEach() throws {
        let (app, shape, output) = try ExistingApps.adopted("ScreensInFoldersOfTheirOwn", into: &workspaces)
        XCTAssertEqual(shape.naming.screen, "{Name}ViewController")
        XCTAssertEqual(shape.layout.screens, "Kitchen/Presentation/{Name}")
        XCTAssertTrue(output.contains("layout:      screens per feature: Kitchen/Presentation/{Name} (4 screens)"), output)
        // A coordinator whose folder the pattern names: the screen goes beside its screens, without a note.
        let yak = CoordgenBinary.run(["new", "screen", "Yak", "--coordinator", "Menu"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        XCTAssertFalse(yak.output.contains("a folder of its own"), yak.output)
        XCTAssertTrue(exists("Kitchen/Presentation/Menu/YakViewController.swift", in: app), yak.output)
        // One whose folder it does not name: a folder of its own, as the app's screens have, said.
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Orders"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            giraffe.output.contains(
                "note: Giraffe's screen goes into Kitchen/Presentation/Giraffe, a folder of its own as its coordinator's screens have (OrderDetailViewController in Kitchen/Presentation/OrderDetail; layout.screens: Kitchen/Presentation/{Name}); Kitchen/Presentation/Orders, where the pattern names Orders's, does not exist (--in chooses another)"
            ), giraffe.output)
        XCTAssertTrue(exists("Kitchen/Presentation/Giraffe/GiraffeViewController.swift", in: app), giraffe.output)
        XCTAssertFalse(exists("Kitchen/Presentation/Orders", in: app))
        XCTAssertFalse(exists("Kitchen/Core/Base/GiraffeViewController.swift", in: app))
        // --in still decides.
        let koala = CoordgenBinary.run(["new", "screen", "Koala", "--coordinator", "Orders", "--in", "Kitchen/Presentation/OrderList"], in: app)
        XCTAssertEqual(koala.status, 0, koala.output)
        XCTAssertTrue(exists("Kitchen/Presentation/OrderList/KoalaViewController.swift", in: app), koala.output)
        try ExistingApps.assertTypeChecks(app, shape)
    }

    func testRemovingAScreenInAFolderOfItsOwnGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("ScreensInFoldersOfTheirOwn", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "screen", "Giraffe", "--coordinator", "Orders"], ["remove", "screen", "Giraffe", "--coordinator", "Orders"]])
    }

    func testScreensOfAFlowOutsideThePatternGetANewOneBesideThem() throws {
        let (app, shape, output) = try ExistingApps.adopted("FlowScreensOutsideTheScenesPattern", into: &workspaces)
        XCTAssertEqual(shape.layout.screens, "Studio/Presentation/Main/{Name}Scene")
        XCTAssertTrue(output.contains("layout:      screens per feature: Studio/Presentation/Main/{Name}Scene (3 screens)"), output)
        // A coordinator whose folder the pattern names: its folder, without a note.
        let yak = CoordgenBinary.run(["new", "screen", "Yak", "--coordinator", "Lessons"], in: app)
        XCTAssertEqual(yak.status, 0, yak.output)
        XCTAssertFalse(yak.output.contains("beside its coordinator's screens"), yak.output)
        XCTAssertTrue(exists("Studio/Presentation/Main/LessonsScene/YakViewController.swift", in: app), yak.output)
        // One whose screens share a folder the pattern does not name: beside them, said.
        let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "SignIn"], in: app)
        XCTAssertEqual(giraffe.status, 0, giraffe.output)
        XCTAssertTrue(
            giraffe.output.contains(
                "note: Giraffe's screen goes beside its coordinator's screens in Studio/Presentation/SignIn (PasswordResetViewController and 1 more); Studio/Presentation/Main/SignInScene, where the pattern names SignIn's (layout.screens: Studio/Presentation/Main/{Name}Scene), does not exist (--in chooses another)"
            ), giraffe.output)
        XCTAssertTrue(exists("Studio/Presentation/SignIn/GiraffeViewController.swift", in: app), giraffe.output)
        XCTAssertFalse(exists("Studio/Presentation/Main/SignInScene", in: app))
        // --in still decides.
        let koala = CoordgenBinary.run(["new", "screen", "Koala", "--coordinator", "SignIn", "--in", "Studio/Application"], in: app)
        XCTAssertEqual(koala.status, 0, koala.output)
        XCTAssertFalse(koala.output.contains("beside its coordinator's screens"), koala.output)
        XCTAssertTrue(exists("Studio/Application/KoalaViewController.swift", in: app), koala.output)
        try ExistingApps.assertTypeChecks(app, shape, in: LanguageSettings.Mode.allCases.map { LanguageSettings(mode: $0) })
    }

    func testScreensPlacedByTheirCoordinatorsScreensTypeCheckInEveryLanguageMode() throws {
        let fixtures = [
            ("ScreensInFoldersOfTheirOwn", "Orders"), ("GenericBaseScreensBelowFeatureFolders", "Paintings"),
            ("FinishPublisherRequired", "Zebra"), ("ParentProtocolPerFlow", "Zebra"),
        ]
        for (fixture, coordinator) in fixtures {
            let (app, shape, _) = try ExistingApps.adopted(fixture, into: &workspaces)
            let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
            XCTAssertEqual(zebra.status, 0, zebra.output)
            let giraffe = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", coordinator], in: app)
            XCTAssertEqual(giraffe.status, 0, giraffe.output)
            try ExistingApps.assertTypeChecks(app, shape, in: LanguageSettings.Mode.allCases.map { LanguageSettings(mode: $0) })
        }
    }

    func testRemovingAScreenBesideItsCoordinatorsScreensGivesBackEveryByte() throws {
        let (app, _, _) = try ExistingApps.adopted("FlowScreensOutsideTheScenesPattern", into: &workspaces)
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "screen", "Giraffe", "--coordinator", "SignIn"], ["remove", "screen", "Giraffe", "--coordinator", "SignIn"]])
    }
}
