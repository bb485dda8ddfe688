import Foundation
import XCTest

/// Compares files a test produced with committed golden copies, or rewrites the golden copies when
/// `COORDGEN_RECORD=1`.
enum GoldenTree {
    static let recordHint = "re-record with `COORDGEN_RECORD=1 swift test --filter GoldenTests` and review the diff"

    /// Asserts that `files` (relative path → contents) are exactly the files under `Golden/<name>`.
    static func assertMatches(_ files: [String: String], named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let directory = Repository.golden.appendingPathComponent(name)
        if Repository.isRecording {
            try? FileManager.default.removeItem(at: directory)
            for (path, text) in files {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return
        }
        let expected = try read(directory)
        XCTAssertEqual(
            Set(files.keys).sorted(), Set(expected.keys).sorted(),
            "the set of files differs from Golden/\(name); \(recordHint)", file: file, line: line)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            guard let golden = expected[path] else { continue }
            if text != golden {
                XCTFail("Golden/\(name)/\(path) differs:\n\(firstDifference(golden, text))\n\(recordHint)", file: file, line: line)
            }
        }
    }

    /// Every file under `directory`, by relative path (dot-files included).
    static func read(_ directory: URL) throws -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return [:]
        }
        var files: [String: String] = [:]
        let base = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
            files[relative] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        }
        return files
    }

    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
            let got = index < actualLines.count ? actualLines[index] : "<end of file>"
            if want != got {
                return "line \(index + 1):\n  golden: \(want)\n  actual: \(got)"
            }
        }
        return "(only line endings differ)"
    }
}
