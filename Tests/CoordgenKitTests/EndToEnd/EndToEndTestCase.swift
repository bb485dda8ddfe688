import Foundation
import XCTest

/// Base for tests that run the `coordgen` binary in a temporary folder holding a fresh project.
class EndToEndTestCase: XCTestCase {
    /// The temporary folder the commands run in.
    var workspace: URL!
    /// `workspace/Hotel`, made by `coordgen new project Hotel` when `makesProject` is true.
    var project: URL { workspace.appendingPathComponent("Hotel") }
    /// Whether `setUp` creates the Hotel project.
    var makesProject: Bool { true }

    override func setUpWithError() throws {
        workspace = try Repository.temporaryDirectory("e2e")
        guard FileManager.default.isExecutableFile(atPath: CoordgenBinary.path) else {
            XCTFail("the coordgen binary was not built next to the tests (\(CoordgenBinary.path)); run `swift build` first")
            return
        }
        if makesProject {
            let result = coordgen("new", "project", "Hotel", in: workspace)
            XCTAssertEqual(result.status, 0, result.output)
        }
    }

    override func tearDownWithError() throws {
        if let workspace {
            _ = runProcess("chmod", ["-R", "u+w", workspace.path])
            try? FileManager.default.removeItem(at: workspace)
        }
    }

    /// Runs coordgen in `directory` (default: the project folder).
    @discardableResult
    func coordgen(_ arguments: String..., in directory: URL? = nil) -> CoordgenBinary.Result {
        CoordgenBinary.run(arguments, in: directory ?? project)
    }

    /// Asserts that the command fails with one clear line containing `message`, and that the project
    /// is byte-identical afterwards.
    func assertRefused(
        _ arguments: [String], in directory: URL? = nil, saying message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = TreeSnapshot(workspace)
        let result = CoordgenBinary.run(arguments, in: directory ?? project)
        XCTAssertNotEqual(result.status, 0, "expected a failure: \(arguments)\n\(result.output)", file: file, line: line)
        XCTAssertTrue(
            result.stderr.contains(message), "expected “\(message)” in stderr of \(arguments):\n\(result.output)", file: file, line: line)
        XCTAssertEqual(TreeSnapshot(workspace), before, "the workspace changed after the refused \(arguments)", file: file, line: line)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func write(_ text: String, to relativePath: String) throws {
        let url = project.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
