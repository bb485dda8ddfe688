import Foundation
import XCTest

@testable import CoordgenKit

extension TreeSnapshot {
    /// The files of this snapshot (but `.coordgen.yml` and folders) that lost or changed lines in
    /// `after`, each with its first lines that are no longer there in order; a file that is gone
    /// counts with all its lines. Empty for a change that only inserted.
    func linesLost(in after: TreeSnapshot) -> [String: [Substring]] {
        var lost: [String: [Substring]] = [:]
        for (path, data) in files where path != Project.configFileName && !path.hasSuffix("/") {
            let old = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard let newData = after.files[path] else {
                lost[path] = Array(old.prefix(3))
                continue
            }
            guard newData != data else { continue }
            var remaining = old[...]
            for line in String(decoding: newData, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where remaining.first == line {
                remaining = remaining.dropFirst()
            }
            if !remaining.isEmpty { lost[path] = Array(remaining.prefix(3)) }
        }
        return lost
    }

    /// Whether every file of this snapshot (but `.coordgen.yml`) is in `after` with all its lines in
    /// order, maybe among new ones: a change that only inserted.
    func onlyGainedLines(in after: TreeSnapshot) -> Bool {
        linesLost(in: after).isEmpty
    }

    /// Fails, naming each file and its first lost lines, unless the files of this snapshot only gained
    /// lines in the tree at `app` as it is now.
    func assertOnlyGainedLines(in app: URL, _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        for (path, lines) in linesLost(in: TreeSnapshot(app)).sorted(by: { $0.key < $1.key }) {
            XCTFail("\(context.isEmpty ? "" : context + ": ")\(path) lost or changed lines: \(lines)", file: file, line: line)
        }
    }
}
