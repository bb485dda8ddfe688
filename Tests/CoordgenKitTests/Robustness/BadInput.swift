import Foundation
import XCTest

/// One input coordgen must refuse: the command, how to break the project first, and what the message says.
struct BadInput: Sendable, CustomStringConvertible {
    /// What kind of input this is, for the failure message and docs/RELIABILITY.md.
    let label: String
    let arguments: [String]
    /// Where to run, relative to the workspace; `Hotel` (the project) by default.
    var directory = "Hotel"
    /// Breaks the fresh project (and its workspace) before the command runs.
    var prepare: @Sendable (BadInputFixture) throws -> Void = { _ in }
    /// A part of the one-line error the command must print.
    let message: String

    var description: String { "\(label): coordgen \(arguments.map { "'\($0)'" }.joined(separator: " "))" }
}

/// The workspace a `BadInput` runs in: a fresh copy of the Hotel project inside `root`.
struct BadInputFixture: Sendable {
    let root: URL
    var project: URL { root.appendingPathComponent("Hotel") }

    /// Writes `text` to a path relative to the project, creating folders.
    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes raw bytes (for files that are not UTF-8) to a path relative to the project.
    func write(_ data: Data, to path: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: project.appendingPathComponent(path))
    }

    func makeDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent(path), withIntermediateDirectories: true)
    }

    /// Runs coordgen in the project; for setting the stage with commands that must succeed.
    func coordgen(_ arguments: String...) throws {
        let result = CoordgenBinary.run(arguments, in: project)
        guard result.status == 0 else {
            throw FixtureError(message: "setting up with coordgen \(arguments) failed: \(result.output)")
        }
    }

    /// Exports the built-in templates to `workspace/MyTemplates` and edits one of them.
    func exportTemplates(editing template: String, _ transform: (String) -> String) throws {
        let templates = root.appendingPathComponent("MyTemplates")
        let result = CoordgenBinary.run(["templates", "export", templates.path], in: root)
        guard result.status == 0 else { throw FixtureError(message: "templates export failed: \(result.output)") }
        let file = templates.appendingPathComponent(template)
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = transform(text)
        guard edited != text else { throw FixtureError(message: "the edit of \(template) changed nothing") }
        try Data(edited.utf8).write(to: file)
    }

    struct FixtureError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// Runs tables of `BadInput`s, each against a fresh copy of one pristine project, and checks what
/// a refusal must look like.
class BadInputTestCase: EndToEndTestCase {
    /// A copy of the project `setUp` made, outside the workspace, to reset it from between inputs.
    private var pristine: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        pristine = try Repository.temporaryDirectory("pristine")
        try FileManager.default.copyItem(at: project, to: pristine.appendingPathComponent("Hotel"))
    }

    override func tearDownWithError() throws {
        if let pristine { try? FileManager.default.removeItem(at: pristine) }
        try super.tearDownWithError()
    }

    /// Runs coordgen with the arguments in a folder; `CoordgenBinary.run` unless a test runs it differently.
    typealias Runner = ([String], URL) -> CoordgenBinary.Result

    /// Checks every input, each against a fresh copy of the project.
    func assertAllRefused(_ inputs: [BadInput], runner: Runner? = nil, file: StaticString = #filePath, line: UInt = #line) {
        for input in inputs {
            do {
                try reset()
                try input.prepare(BadInputFixture(root: workspace))
            } catch {
                XCTFail("\(input): could not prepare the project: \(error)", file: file, line: line)
                continue
            }
            assertRefusedCleanly(input, runner: runner, file: file, line: line)
        }
    }

    /// A non-zero exit without a crash, one line saying why (plus the usage lines of a command-line
    /// error, exit 64), and the workspace byte-identical afterwards.
    func assertRefusedCleanly(_ input: BadInput, runner: Runner? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let before = TreeSnapshot(workspace)
        let directory = workspace.appendingPathComponent(input.directory)
        let result = runner?(input.arguments, directory) ?? CoordgenBinary.run(input.arguments, in: directory)
        let context = "\(input)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
        XCTAssertTrue(
            (1..<128).contains(result.status), "expected a non-zero exit without a crash, got \(result.status): \(context)",
            file: file, line: line)
        let lines = result.stderr.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        XCTAssertTrue(
            lines.first?.contains(input.message) == true, "expected “\(input.message)” on the first line: \(context)",
            file: file, line: line)
        // A command-line error (exit 64) is followed by ArgumentParser's help, usage and "See --help" lines.
        let extra = lines.dropFirst().filter {
            result.status != 64 || !($0.hasPrefix("Help:") || $0.hasPrefix("Usage:") || $0.contains("--help"))
        }
        XCTAssertTrue(extra.isEmpty, "expected a one-line message: \(context)", file: file, line: line)
        XCTAssertFalse(result.output.contains("Fatal error"), context, file: file, line: line)
        XCTAssertEqual(TreeSnapshot(workspace), before, "the workspace changed: \(context)", file: file, line: line)
        if ProcessInfo.processInfo.environment["COORDGEN_PRINT_REFUSALS"] == "1" {
            print("refusal | \(input.label) | \(result.status) | \(lines.first ?? "")")
        }
    }

    /// Puts the workspace back to holding only a copy of the pristine project.
    private func reset() throws {
        _ = runProcess("chmod", ["-R", "u+w", workspace.path])
        for item in try FileManager.default.contentsOfDirectory(at: workspace, includingPropertiesForKeys: nil) {
            try FileManager.default.removeItem(at: item)
        }
        try FileManager.default.copyItem(at: pristine.appendingPathComponent("Hotel"), to: project)
    }
}
