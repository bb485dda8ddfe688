import Foundation
import XCTest

@testable import CoordgenKit

/// Every file `coordgen xcode export` writes, compared byte for byte (PNGs included) with the
/// committed bundles under Golden/xcode. Re-record with `COORDGEN_RECORD=1 swift test --filter
/// GoldenTests` and review the diff.
final class XcodeTemplateGoldenTests: XCTestCase {
    private let directory = Repository.golden.appendingPathComponent("xcode")

    func testExportedBundlesMatchGoldenFiles() throws {
        let files = Dictionary(uniqueKeysWithValues: try XcodeTemplates.set.get().files.map { ($0.path, $0.contents) })
        if Repository.isRecording {
            try? FileManager.default.removeItem(at: directory)
            for (path, data) in files {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            return
        }
        let golden = try Self.read(directory)
        XCTAssertEqual(files.keys.sorted(), golden.keys.sorted(), "the set of files differs from Golden/xcode; \(GoldenTree.recordHint)")
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            guard let expected = golden[path], expected != data else { continue }
            XCTFail("Golden/xcode/\(path) differs: \(Self.firstDifference(expected, data))\n\(GoldenTree.recordHint)")
        }
    }

    func testExportIsDeterministic() throws {
        let again = try XcodeTemplateSet(xcode: .xcode16)
        XCTAssertTrue(try XcodeTemplates.set.get().files.elementsEqual(again.files) { $0.path == $1.path && $0.contents == $1.contents })
    }

    /// Every regular file under `directory` as bytes, by relative path.
    private static func read(_ directory: URL) throws -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return [:]
        }
        var files: [String: Data] = [:]
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files[url.path(relativeTo: directory)] = try Data(contentsOf: url)
        }
        return files
    }

    /// Where two versions of a file part: the first differing line of text, or byte of binary data.
    private static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        guard let want = String(data: expected, encoding: .utf8), let got = String(data: actual, encoding: .utf8), !expected.contains(0)
        else {
            let offset =
                zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
            return "binary, \(expected.count) bytes in the golden file and \(actual.count) now, first difference at byte \(offset)"
        }
        let wantLines = want.components(separatedBy: "\n")
        let gotLines = got.components(separatedBy: "\n")
        for index in 0..<max(wantLines.count, gotLines.count) {
            let old = index < wantLines.count ? wantLines[index] : "<end of file>"
            let new = index < gotLines.count ? gotLines[index] : "<end of file>"
            if old != new { return "line \(index + 1):\n  golden: \(old)\n  actual: \(new)" }
        }
        return "only line endings differ"
    }
}
