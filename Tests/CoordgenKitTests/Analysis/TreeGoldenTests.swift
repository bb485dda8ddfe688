import Foundation
import XCTest

@testable import CoordgenKit

/// The tree of the shared sample project (every template and variant) in each style and format,
/// compared with `Golden/tree/<style>/` (re-record with `COORDGEN_RECORD=1 swift test --filter GoldenTests`).
final class TreeGoldenTests: XCTestCase {
    func testUIKitTree() throws { try assertTree(.uikit) }
    func testRouterTree() throws { try assertTree(.router) }
    func testSwiftUITree() throws { try assertTree(.swiftui) }

    func testUIKitTreeShape() throws {
        let sample = try SampleProject.fullScenario()
        defer { sample.remove() }
        let graph = AnalyzedApp.analyze(sample.root).graph
        XCTAssertEqual(graph.roots.map(\.coordinator), ["AppCoordinator"])
        XCTAssertEqual(graph.roots.first?.madeIn, "SceneDelegate")
        XCTAssertEqual(
            graph.edges.map { "\($0.parent)->\($0.child)" },
            [
                "AppCoordinator->ReservationCoordinator", "PaymentCoordinator->DefaultCoordinator",
                "ReservationCoordinator->PaymentCoordinator",
            ])
        XCTAssertEqual(
            graph.coordinator("ReservationCoordinator")?.screens.map(\.name), ["DetailsViewController", "ReservationViewController"])
        XCTAssertEqual(graph.unresolved, [])
    }

    func testAChildFromAFactoryReturningAProtocolIsUnresolvedNotGuessed() throws {
        let folder = try Repository.temporaryDirectory("tree")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            protocol Coordinator: AnyObject { func start() }
            protocol FlowFactory { func makeFlow() -> any Coordinator }
            final class SettingsCoordinator: Coordinator { func start() {} }
            final class AppCoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                let factory: any FlowFactory
                init(factory: any FlowFactory) { self.factory = factory }
                func start() {
                    let flow = factory.makeFlow()
                    childCoordinators.append(flow)
                    let settings = SettingsCoordinator()
                    childCoordinators.append(settings)
                }
            }
            """.utf8
        ).write(to: folder.appendingPathComponent("App.swift"))
        let app = AnalyzedApp.analyze(folder, conventions: .heuristic)
        XCTAssertEqual(app.graph.edges.map(\.child), ["SettingsCoordinator"])
        XCTAssertEqual(app.graph.unresolved.map(\.expression), ["flow"])
        XCTAssertEqual(app.graph.unresolved.first?.reason, "`makeFlow()` returns `any Coordinator`, a protocol")
        XCTAssertEqual(app.graph.unresolved.first?.location.line, 10)
        let text = TreeFormat.text.render(app)
        XCTAssertTrue(text.contains("App.swift:10: AppCoordinator adds `flow`: `makeFlow()` returns `any Coordinator`, a protocol"), text)
        XCTAssertTrue(TreeFormat.mermaid.render(app).contains("AppCoordinator -. unresolved .-> unresolved1"))
    }

    private func assertTree(_ style: Style, file: StaticString = #filePath, line: UInt = #line) throws {
        let sample = try SampleProject.fullScenario(style: style)
        defer { sample.remove() }
        let app = AnalyzedApp.analyze(sample.root)
        var files: [String: String] = [:]
        for format in TreeFormat.allCases {
            let rendered = format.render(app)
            XCTAssertEqual(rendered, format.render(AnalyzedApp.analyze(sample.root)), "\(format) is deterministic", file: file, line: line)
            files["tree.\(format.rawValue)"] = rendered
        }
        try GoldenTree.assertMatches(files, named: "tree/\(style.rawValue)", file: file, line: line)
    }
}

/// Without a `.coordgen.yml`: a protocol named `*Coordinating`, a base class that is not a node,
/// children kept by identifier, `coordinate(to:)`, `add(coordinator:)`, a lazy property, a root made in
/// the app delegate, a child only known through a cast to the base class, and a SwiftUI representable's
/// nested `Coordinator`, which is not a flow.
final class TreeHeuristicsTests: XCTestCase {
    func testTheHeuristicsFindTheTree() throws {
        let app = AnalyzedApp.analyze(DoctorFixtures.folder("tree-heuristics"))
        let graph = app.graph
        XCTAssertEqual(graph.coordinators.map(\.name), ["AppFlowCoordinator", "LoginFlow", "SettingsFlow"])
        XCTAssertEqual(graph.baseClasses, ["BaseFlow"])
        XCTAssertEqual(graph.roots.map { "\($0.coordinator) in \($0.madeIn)" }, ["AppFlowCoordinator in AppDelegate"])
        XCTAssertEqual(
            graph.edges.map { "\($0.parent)->\($0.child) via \($0.via)" },
            ["AppFlowCoordinator->LoginFlow via coordinate", "AppFlowCoordinator->SettingsFlow via add"])
        XCTAssertEqual(graph.unresolved.map(\.expression), ["search as! BaseFlow"])
        XCTAssertEqual(graph.unresolved.first?.reason, "typed as the base class `BaseFlow`")
        XCTAssertEqual(graph.coordinator("AppFlowCoordinator")?.screens.map(\.name), ["FeedViewController"])
        XCTAssertEqual(graph.coordinator("SettingsFlow")?.screens.map(\.name), ["SettingsViewController"])
        XCTAssertTrue(app.conventionsSource.hasPrefix("heuristics"), app.conventionsSource)
    }
}
