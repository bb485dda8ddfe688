import CoordgenKit
import Foundation
import XCTest

/// Every style reads the recorded shape: the router and swiftui styles find a parent or coordinator
/// through `naming:` as the uikit style does, and refuse, in one line naming the key, a shape their
/// templates cannot write.
final class StyleShapeEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    /// A router app whose coordinators are `{Name}Flow`: `--parent App` finds `AppFlow`, and the new flow
    /// and its screen are named by the scheme.
    func testTheRouterStyleFindsTheParentThroughTheNamingScheme() throws {
        try assertFollowsFlowNaming(.router, flowProtocol: "{Name}FlowProtocol")
    }

    func testTheSwiftUIStyleFindsTheParentThroughTheNamingScheme() throws {
        try assertFollowsFlowNaming(.swiftui, flowProtocol: nil)
    }

    func testARouterShapeWithoutARouterIsRefusedInOneLine() throws {
        try makeProject(.router)
        try editConfig { $0.shape?.router = nil }
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"], saying: "(shape.router in .coordgen.yml;")
        assertRefused(["new", "screen", "Details", "--coordinator", "Home"], saying: "(shape.router in .coordgen.yml;")
    }

    func testASwiftUIShapeWithoutARouteEnumIsRefusedInOneLine() throws {
        try makeProject(.swiftui)
        try editConfig { $0.shape?.routes = nil }
        assertRefused(["new", "coordinator", "Reservation", "--parent", "App"], saying: "(shape.routes in .coordgen.yml;")
        assertRefused(["new", "screen", "Details", "--coordinator", "App"], saying: "(shape.routes in .coordgen.yml;")
    }

    /// The uikit templates write no route enum: a uikit config that records one is refused rather than
    /// ignored.
    func testAUIKitShapeWithARouteEnumIsRefusedInOneLine() throws {
        try makeProject(.uikit)
        let routes = AppShape.builtIn(for: .swiftui, projectName: "Hotel").protocol.routes
        try editConfig { $0.shape?.routes = routes }
        assertRefused(["new", "coordinator", "Reservation", "--parent", "App"], saying: "(shape.routes in .coordgen.yml)")
        assertRefused(["new", "screen", "Details", "--coordinator", "App"], saying: "(shape.routes in .coordgen.yml)")
    }

    // MARK: - Helpers

    private func makeProject(_ style: Style) throws {
        let made = coordgen("new", "project", "Hotel", "--style", style.rawValue, in: workspace)
        XCTAssertEqual(made.status, 0, made.output)
    }

    /// Rewrites `.coordgen.yml` with `change` applied, as `coordgen init` writes it.
    private func editConfig(_ change: (inout ProjectConfig) -> Void) throws {
        let file = project.appendingPathComponent(".coordgen.yml")
        var config = try Project.load(file)
        change(&config)
        try Data(ProjectConfigWriter.yaml(config, heading: ["edited by a test"]).utf8).write(to: file)
    }

    /// Renames every `AppCoordinator` of a new `style` project to `AppFlow` and records the naming scheme
    /// `{Name}Flow`; `new coordinator … --parent App` and `new screen … --coordinator Reservation` then
    /// find `AppFlow` and `ReservationFlow`, which coordgen's own names would miss.
    private func assertFollowsFlowNaming(_ style: Style, flowProtocol: String?, file: StaticString = #filePath, line: UInt = #line) throws {
        try makeProject(style)
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: project, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "AppCoordinator", with: "AppFlow").utf8).write(to: url)
        }
        try editConfig { config in
            config.naming = NamingScheme(
                flowProtocol: flowProtocol, flowClass: "{Name}Flow", root: "AppFlow", screen: config.naming?.screen ?? "")
        }

        let coordinator = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertEqual(coordinator.status, 0, coordinator.output, file: file, line: line)
        let screen = coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        XCTAssertEqual(screen.status, 0, screen.output, file: file, line: line)

        let root = try read("Hotel/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(root.contains("func openReservationCoordinator()"), root, file: file, line: line)
        let flow = try read("Hotel/Coordinators/ReservationFlow.swift")
        XCTAssertTrue(flow.contains("final class ReservationFlow: "), flow, file: file, line: line)
        XCTAssertTrue(flow.contains("func pushToDetails()"), flow, file: file, line: line)
        if let flowProtocol {
            let protocolName = NamingScheme.apply(flowProtocol, to: "Reservation")
            XCTAssertTrue(flow.contains("protocol \(protocolName): "), flow, file: file, line: line)
            XCTAssertTrue(root.contains("protocol AppFlowProtocol"), root, file: file, line: line)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift").path),
            file: file, line: line)
    }
}
