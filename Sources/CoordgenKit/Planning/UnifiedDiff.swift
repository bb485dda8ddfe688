/// A unified diff of two texts, as `--dry-run` prints for files it would modify.
public enum UnifiedDiff {
    /// Lines of context around each change.
    static let contextLines = 3
    /// Beyond this many differing lines (after the common start and end are trimmed) the diff shows the
    /// whole middle as removed and added instead of searching for the shortest edit script, whose
    /// memory grows with the square of the number of differences.
    static let editScriptLimit = 4_000

    /// The diff of `old` and `new` with `---`/`+++` headers naming `path`; empty when they are equal.
    public static func make(old: String, new: String, path: String) -> String {
        let oldLines = old.splitLines()
        let newLines = new.splitLines()
        let edits = editScript(oldLines, newLines)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(of: edits) {
            output += hunk
        }
        return output
    }

    enum Kind { case same, removed, added }

    struct Edit {
        let kind: Kind
        let text: String
        let oldLine: Int
        let newLine: Int
    }

    static func editScript(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }

        var edits: [Edit] = []
        for index in 0..<prefix {
            edits.append(Edit(kind: .same, text: String(old[index]), oldLine: index, newLine: index))
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        edits += middleEdits(oldMiddle, newMiddle, oldStart: prefix, newStart: prefix)
        for offset in 0..<suffix {
            let oldIndex = old.count - suffix + offset
            let newIndex = new.count - suffix + offset
            edits.append(Edit(kind: .same, text: String(old[oldIndex]), oldLine: oldIndex, newLine: newIndex))
        }
        return edits
    }

    /// The edits of the part that differs, from the standard library's `difference(from:)` (Myers'
    /// shortest edit script), walked in order with removals before additions, as diff(1) prints them.
    private static func middleEdits(_ old: [Substring], _ new: [Substring], oldStart: Int, newStart: Int) -> [Edit] {
        let n = old.count
        let m = new.count
        // A large middle that only gained lines (a project file edit) is still diffed line by line: one
        // pass finds the old lines in order among the new ones.
        if n > editScriptLimit || m > editScriptLimit, let edits = insertionsOnly(old, new, oldStart: oldStart, newStart: newStart) {
            return edits
        }
        guard n > 0, m > 0, n <= editScriptLimit, m <= editScriptLimit else {
            return old.enumerated().map { Edit(kind: .removed, text: String($1), oldLine: oldStart + $0, newLine: newStart) }
                + new.enumerated().map { Edit(kind: .added, text: String($1), oldLine: oldStart + n, newLine: newStart + $0) }
        }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, removed.contains(i) {
                edits.append(Edit(kind: .removed, text: String(old[i]), oldLine: oldStart + i, newLine: newStart + j))
                i += 1
            } else if j < m, inserted.contains(j) {
                edits.append(Edit(kind: .added, text: String(new[j]), oldLine: oldStart + i, newLine: newStart + j))
                j += 1
            } else {
                edits.append(Edit(kind: .same, text: String(old[i]), oldLine: oldStart + i, newLine: newStart + j))
                i += 1
                j += 1
            }
        }
        return edits
    }

    /// The edits that turn `old` into `new` by adding lines only, or `nil` when lines were removed.
    private static func insertionsOnly(_ old: [Substring], _ new: [Substring], oldStart: Int, newStart: Int) -> [Edit]? {
        var edits: [Edit] = []
        var i = 0
        for (j, line) in new.enumerated() {
            if i < old.count, old[i] == line {
                edits.append(Edit(kind: .same, text: String(line), oldLine: oldStart + i, newLine: newStart + j))
                i += 1
            } else {
                edits.append(Edit(kind: .added, text: String(line), oldLine: oldStart + i, newLine: newStart + j))
            }
        }
        return i == old.count ? edits : nil
    }

    /// Groups the edits into `@@` hunks with `contextLines` of context.
    private static func hunks(of edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { edits[$0].kind != .same }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - contextLines)
            let high = min(edits.count - 1, index + contextLines)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(high, last.upperBound)
            } else {
                ranges.append(low...high)
            }
        }
        return ranges.map { range in
            let slice = edits[range]
            let oldCount = slice.filter { $0.kind != .added }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            let first = slice.first!
            let oldStart = oldCount == 0 ? first.oldLine : first.oldLine + 1
            let newStart = newCount == 0 ? first.newLine : first.newLine + 1
            var text = "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in slice {
                let marker = edit.kind == .same ? " " : edit.kind == .removed ? "-" : "+"
                text += marker + edit.text + "\n"
            }
            return text
        }
    }
}
