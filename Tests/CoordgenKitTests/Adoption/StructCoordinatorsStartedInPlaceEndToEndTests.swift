import Foundation
import SwiftParser
import XCTest

@testable import CoordgenKit

/// A UIKit app whose coordinators are structs conforming to the protocol in extensions, made and started
/// fire and forget (StructCoordinatorsStartedInPlace): `AppCoordinator(window: window).start()` in
/// `SceneDelegate`, a struct root that starts its tab flows by private methods called in a row from
/// `start()`, and one class among them (`BoatDetailCoordinator`). `init` takes the struct made at launch
/// as the root, not the one class; `new coordinator --parent App` makes the flow like one the root
/// starts and calls its make-method beside the example's; a struct as a parent of `--present` or of a
/// screen is refused in one line that calls it a struct; the class takes a screen.
final class StructCoordinatorsStartedInPlaceEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private static let fixture = "StructCoordinatorsStartedInPlace"

    func testInitTakesTheStructMadeAtLaunchAsTheRoot() throws {
        let (_, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        XCTAssertTrue(output.contains("AppCoordinator, created in Harbour/SceneDelegate.swift (one of the 3 structs conforming to Coordinator"), output)
        XCTAssertFalse(output.contains("the app's only coordinator"), output)
    }

    func testANewFlowUnderTheStructRootIsCopiedAndStartedBesideItsSiblings() throws {
        let (app, shape, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let appFolder = try XCTUnwrap(shape.project.appFolder)
        let settings = LanguageSettings(mode: .swift5Minimal)
        let before = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings)
        let original = TreeSnapshot(app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("AppCoordinator is a struct, which they do not write into"), result.output)
        let zebra = try String(contentsOf: app.appendingPathComponent("Harbour/Coordinators/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(zebra.contains("struct ZebraCoordinator {"), zebra)
        XCTAssertTrue(zebra.contains("extension ZebraCoordinator: Coordinator"), zebra)
        let parent = try String(contentsOf: app.appendingPathComponent("Harbour/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("private func makeZebraCoordinator() {"), parent)
        XCTAssertTrue(parent.contains("        makeDocksCoordinator()\n        makeZebraCoordinator()\n"), parent)
        let new = ExistingApps.compileErrors(of: app, under: appFolder, module: shape.module, settings: settings).subtracting(before)
        XCTAssertEqual(new, [])
        original.assertOnlyGainedLines(in: app, Self.fixture)
    }

    func testAStructAsParentOrScreenOwnerIsRefusedAsAStruct() throws {
        let (app, _, _) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        let original = TreeSnapshot(app)
        for arguments in [
            ["new", "screen", "Giraffe", "--coordinator", "Docks"],
            ["new", "coordinator", "Zebra", "--parent", "Docks", "--present"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertNotEqual(result.status, 0, "\(arguments): \(result.output)")
            XCTAssertTrue(result.stderr.contains("DocksCoordinator is a struct (struct DocksCoordinator, at Harbour/Coordinators/DocksCoordinator.swift:10)"), result.stderr)
            XCTAssertTrue(result.stderr.contains("--like <Flow>"), result.stderr)
            XCTAssertFalse(result.stderr.contains("no class"), result.stderr)
        }
        XCTAssertEqual(TreeSnapshot(app), original)
    }
}

/// The calls in a row that start each flow (``ExampleStartCalls``).
final class ExampleStartCallsTests: XCTestCase {
    private func statements(_ source: String, calling names: Set<String>) -> [String] {
        let tree = Parser.parse(source: source)
        return ExampleStartCalls.statements(in: tree, calling: names, skipping: []).map(\.trimmedDescription)
    }

    func testACallBesideCallsOfMethodsNamedAlikeIsFound() {
        let source = "struct A { func start() {\n makeDocksCoordinator()\n self.makeBoatsCoordinator()\n window.makeKey()\n} }"
        XCTAssertEqual(statements(source, calling: ["makeDocksCoordinator"]), ["makeDocksCoordinator()"])
        XCTAssertEqual(statements(source, calling: ["makeBoatsCoordinator"]), ["self.makeBoatsCoordinator()"])
    }

    func testACallAloneInItsBlockIsNotCopied() {
        let source = "struct A { func open() {\n makeDocksCoordinator()\n window.makeKey()\n} }"
        XCTAssertEqual(statements(source, calling: ["makeDocksCoordinator"]), [])
    }

    func testNamesAreAlikeBySameVerbAndLastWord() {
        XCTAssertTrue(ExampleStartCalls.namedAlike("makeStudentHomeCoordinator", "makeAvatarCoordinator"))
        XCTAssertFalse(ExampleStartCalls.namedAlike("makeHomeCoordinator", "showHomeCoordinator"))
        XCTAssertFalse(ExampleStartCalls.namedAlike("makeHomeCoordinator", "makeHomeScreen"))
    }
}

/// Which struct coordinators the generation by example copies (``StructCoordinator/copyable(named:in:)``).
final class StructCoordinatorCopyableTests: XCTestCase {
    func testAUIKitStructIsCopyableAndASwiftUIViewIsNot() {
        let index = DeclarationIndex(files: [
            SourceFile(path: "A/Coordinator.swift", text: "import SwiftUI\nprotocol Coordinator { func start() }\nprotocol ScreenCoordinator: View {}\n"),
            SourceFile(path: "A/DocksCoordinator.swift", text: "struct DocksCoordinator {}\nextension DocksCoordinator: Coordinator { func start() {} }\n"),
            SourceFile(path: "A/TabCoordinator.swift", text: "import SwiftUI\nstruct TabCoordinator: ScreenCoordinator { var body: some View { EmptyView() } }\n"),
            SourceFile(path: "A/FlowCoordinator.swift", text: "import SwiftUI\nstruct FlowCoordinator<Content: View>: View { var body: some View { EmptyView() } }\n"),
        ])
        XCTAssertNotNil(StructCoordinator.copyable(named: "DocksCoordinator", in: index))
        XCTAssertNil(StructCoordinator.copyable(named: "TabCoordinator", in: index))
        XCTAssertNil(StructCoordinator.copyable(named: "FlowCoordinator", in: index))
        let refusal = StructCoordinator.refusal(for: "Tab", lookedFor: ["TabCoordinator"], in: index) ?? ""
        XCTAssertTrue(refusal.contains("nor copy a struct that is a SwiftUI view"), refusal)
        XCTAssertFalse(refusal.contains("--like"), refusal)
    }
}
