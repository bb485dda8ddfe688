import Foundation
import XCTest

@testable import CoordgenKit

/// No coordinator protocol: every flow subclasses a generic base over the result it ends with
/// (`BaseCoordinator<ResultType>`, `start() -> Observable<ResultType>`), and a parent starts a child with
/// `coordinate(to:)`, subscribing and disposing of the subscription in its bag. `init` records the base,
/// the result the siblings share (`Void` here, as one flow ends with an enum of its own), the stream and
/// the bag; `new coordinator --parent` writes the subclass and the parent's method in that idiom, `new
/// screen` pushes onto the flow's stack, both type-check in Swift 5 and in Swift 6 with the main actor as
/// default isolation, every edit only inserts, and `remove` gives back every byte.
final class GenericBaseCoordinatorWithResultEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private let settings = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("GenericBaseCoordinatorWithResult", into: &workspaces)
    }

    private func text(_ app: URL, _ path: String) throws -> String {
        try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
    }

    func testInitRecordsTheBaseTheResultTheStreamAndTheBag() throws {
        let (_, shape, output) = try adopted()
        XCTAssertEqual(shape.protocol.name, "BaseCoordinator")
        XCTAssertEqual(
            shape.protocol.resultBase,
            ResultBaseShape(baseClass: "BaseCoordinator", result: "Void", stream: .observable, bag: "disposeBag", imports: ["RxSwift"]))
        XCTAssertTrue(output.contains("new flows get BaseCoordinator<Void> (shape.resultBase.result in .coordgen.yml)"), output)
        XCTAssertTrue(output.contains("SettingsResult (1)"), output)
    }

    func testNewFlowUnderAStackAndItsScreenTypeCheckAndOnlyInsert() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Lamps"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let screen = CoordgenBinary.run(["new", "screen", "Giraffe", "--coordinator", "Zebra"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let zebra = try text(app, "Lantern/Flows/Zebra/ZebraCoordinator.swift")
        XCTAssertTrue(zebra.contains("import RxSwift"), zebra)
        XCTAssertTrue(
            zebra.contains(
                "final class ZebraCoordinator: BaseCoordinator<Void> {\n    private let navigationController: UINavigationController\n\n    init("),
            zebra)
        XCTAssertTrue(zebra.contains("override func start() -> Observable<Void> {"), zebra)
        XCTAssertTrue(zebra.contains("navigationController.pushViewController(viewController, animated: true)"), zebra)
        XCTAssertTrue(zebra.contains("func pushToGiraffe()"), zebra)
        let lamps = try text(app, "Lantern/Flows/Lamps/LampsCoordinator.swift")
        XCTAssertTrue(lamps.contains("ZebraCoordinator(navigationController: navigationController)"), lamps)
        XCTAssertTrue(lamps.contains("coordinate(to: zebraCoordinator)\n            .subscribe()\n            .disposed(by: disposeBag)"), lamps)
        original.assertOnlyGainedLines(in: app)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    func testNewFlowUnderTheRootPresentsItsOwnStackOverTheWindowAndTypeChecks() throws {
        let (app, shape, _) = try adopted()
        let child = CoordgenBinary.run(["new", "coordinator", "Owl", "--parent", "App"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        XCTAssertTrue(child.output.contains("AppCoordinator holds no navigation controller, only the window `window`"), child.output)
        let owl = try String(
            contentsOf: try XCTUnwrap(ExistingApps.swiftFilesOf(app, under: "Lantern").first { $0.lastPathComponent == "OwlCoordinator.swift" }),
            encoding: .utf8)
        XCTAssertTrue(owl.contains("window.rootViewController?.present(navigationController, animated: true)"), owl)
        XCTAssertTrue(
            owl.contains("    private let window: UIWindow\n    private let navigationController = UINavigationController()\n\n    init(window: UIWindow) {"),
            owl)
        let screen = CoordgenBinary.run(["new", "screen", "Heron", "--coordinator", "Owl"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        try ExistingApps.assertTypeChecks(app, shape, in: settings)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "coordinator", "Zebra", "--parent", "Lamps"], ["new", "screen", "Giraffe", "--coordinator", "Zebra"],
                ["remove", "coordinator", "Zebra"],
            ])
    }
}
