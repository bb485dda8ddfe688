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

    /// `file:line` → the severity its `// expect: <rule-id> [error|warning]` marker names (nil when none).
    static func markers(_ name: String, rule: String) -> [String: String?] {
        let folder = folder(name)
        var markers: [String: String?] = [:]
        for path in GoldenTree.listFiles(folder) where path.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect: \(rule)") else { continue }
                let rest = line[marker.upperBound...]
                guard rest.isEmpty || rest.first == " " else { continue }
                let severity = rest.split(separator: " ").first.map(String.init)
                markers["\(path):\(index + 1)"] = severity == "error" || severity == "warning" ? severity : nil
            }
        }
        return markers
    }

    /// The text with every `  // expect: …` marker taken off the end of its line.
    static func withoutMarkers(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let marker = line.range(of: "  // expect: ") else { return String(line) }
            return String(line[..<marker.lowerBound])
        }.joined(separator: "\n")
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
