import Foundation

@testable import CoordgenKit

extension TreeSnapshot {
    /// Whether every file of this snapshot (but `.coordgen.yml`) is in `after` with all its lines in
    /// order, maybe among new ones: a change that only inserted.
    func onlyGainedLines(in after: TreeSnapshot) -> Bool {
        files.allSatisfy { path, data in
            guard path != Project.configFileName, !path.hasSuffix("/") else { return true }
            guard let newData = after.files[path] else { return false }
            var remaining = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
            for line in String(decoding: newData, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            where remaining.first == line {
                remaining = remaining.dropFirst()
            }
            return remaining.isEmpty
        }
    }
}
