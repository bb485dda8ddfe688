import Foundation
import XCTest

@testable import CoordgenKit

/// The doctor fixtures under `Tests/Fixtures/Doctor/<rule-id>/{bad,good}`: small apps, outside the test
/// target, in which each line a rule must report carries a `// expect: <rule-id>` comment.
enum DoctorFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Doctor")

    /// The folder of one fixture, e.g. `remove-all-children/bad`.
    static func folder(_ name: String) -> URL {
        root.appendingPathComponent(name)
    }

    /// `file:line` of every `// expect: <rule>` marker in the fixture.
    static func expectedLines(_ name: String, rule: String) -> [String] {
        let folder = folder(name)
        var lines: [String] = []
        for path in GoldenTree.listFiles(folder) where path.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("// expect: \(rule)") {
                lines.append("\(path):\(index + 1)")
            }
        }
        return lines.sorted()
    }

    /// `file:line` of what `rule` reports in the fixture at `folder`.
    static func reported(by rule: any DoctorRule, in folder: URL) -> [String] {
        let app = AnalyzedApp.analyze(folder, conventions: .heuristic)
        return Doctor(rules: [rule]).examine(app).findings.map { "\($0.file):\($0.line)" }.sorted()
    }

    /// Copies a fixture into a temporary folder, to edit it in a test.
    static func copy(_ name: String) throws -> URL {
        let destination = try Repository.temporaryDirectory("doctor").appendingPathComponent("app")
        try FileManager.default.copyItem(at: folder(name), to: destination)
        return destination
    }
}
