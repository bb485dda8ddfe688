import Foundation
import XCTest

final class TemplatesEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    func testListNamesEveryBuiltInTemplate() {
        let result = coordgen("templates", "list", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("uikit/coordinator/Coordinator.swift.stencil"), result.stdout)
        XCTAssertTrue(result.stdout.contains("uikit/snippets/PushScreen.swift.stencil"), result.stdout)
    }

    func testExportWritesTheTemplatesAndNeverOverwritesSilently() throws {
        let target = workspace.appendingPathComponent("Exported")
        let first = coordgen("templates", "export", target.path, in: workspace)
        XCTAssertEqual(first.status, 0, first.output)
        let exported = try String(contentsOf: target.appendingPathComponent("uikit/coordinator/Coordinator.swift.stencil"), encoding: .utf8)
        let source = try String(
            contentsOf: Repository.templates.appendingPathComponent("uikit/coordinator/Coordinator.swift.stencil"), encoding: .utf8)
        XCTAssertEqual(exported, source)
        try Data("mine".utf8).write(to: target.appendingPathComponent("uikit/screen/ViewController.swift.stencil"))
        assertRefused(["templates", "export", target.path], in: workspace, saying: "already exists; use --force")
        XCTAssertEqual(coordgen("templates", "export", target.path, "--force", in: workspace).status, 0)
    }
}
