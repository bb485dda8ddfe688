/// Takes Swift files out of a classic Xcode project the way Xcode itself does when they are deleted:
/// their `PBXFileReference`s, the `PBXBuildFile`s that compile them, their lines in groups' `children`
/// and phases' `files`, and the groups that hold nothing any more — the inverse of `PBXProjectEditor`.
///
/// Every change removes whole lines (an object, a list entry, a section left empty), so what
/// `PBXProjectEditor` inserted comes out byte for byte and the rest of the file stays as it was.
struct PBXProjectRemover {
    let model: PBXProjectModel
    private var document: PBXDocument { model.document }

    /// The file with the files at `paths` (absolute) gone, and the names of what was removed; nil
    /// when the project has no reference to any of them.
    func removing(files paths: [String]) -> (bytes: [UInt8], names: [String])? {
        let references = paths.flatMap(model.fileReferences(at:))
        guard !references.isEmpty else { return nil }
        let removed = removedIDs(references: references)
        let ranges = removedRanges(of: removed)
        var bytes = document.bytes
        var lowest = Int.max
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            let clipped = range.lowerBound..<min(range.upperBound, lowest)
            if !clipped.isEmpty { bytes.removeSubrange(clipped) }
            lowest = min(lowest, range.lowerBound)
        }
        let names = references.compactMap {
            document.objects[$0].map { $0["name"]?.string ?? PathMath.fileName(of: $0["path"]?.string ?? "") }
        }
        return (bytes, names.sorted())
    }

    /// The objects that go with the file references: the build files that compile them, and the groups
    /// whose every child goes, up the tree (never the main group).
    private func removedIDs(references: [String]) -> Set<String> {
        var removed = Set(references)
        for object in document.objects("PBXBuildFile") where object["fileRef"]?.string.map(removed.contains) == true {
            removed.insert(object.id)
        }
        let mainGroup = document.project["mainGroup"]?.string
        var changed = true
        while changed {
            changed = false
            for group in document.objects("PBXGroup") where !removed.contains(group.id) && group.id != mainGroup {
                let children = group["children"]?.strings ?? []
                if !children.isEmpty, children.allSatisfy(removed.contains) {
                    removed.insert(group.id)
                    changed = true
                }
            }
        }
        return removed
    }

    /// The bytes that go: each removed object's lines, its entries in the lists of the objects that
    /// stay, and a section left empty (with the blank line after it).
    private func removedRanges(of removed: Set<String>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for id in removed {
            if let lines = document.objects[id]?.lineRange { ranges.append(lines) }
        }
        for object in document.objects.values where !removed.contains(object.id) {
            for entry in object.fields.entries {
                for item in entry.value.array ?? [] where item.string.map(removed.contains) == true {
                    if let range = item.range { ranges.append(listEntryRange(range)) }
                }
            }
        }
        for section in document.sections.values {
            let inside = document.objects.values.filter {
                guard let line = $0.lineRange?.lowerBound else { return false }
                return line > section.beginLine && line < section.endLine
            }
            guard !inside.isEmpty, inside.allSatisfy({ removed.contains($0.id) }) else { continue }
            var end = PBXDocument.lineEnd(after: section.endLine, in: document.bytes)
            // A section coordgen added is followed by a blank line, which goes with it.
            if end < document.bytes.count, document.bytes[end] == 0x0A || document.bytes[end] == 0x0D {
                end = PBXDocument.lineEnd(after: end, in: document.bytes)
            }
            ranges.append(section.beginLine..<end)
        }
        return ranges
    }

    /// The line that holds one entry of a list written one entry per line (`\t\t\t\tID /* A.swift */,`);
    /// in a list written on one line, the entry with its comment and comma.
    private func listEntryRange(_ item: Range<Int>) -> Range<Int> {
        let bytes = document.bytes
        let lineStart = PBXDocument.lineStart(before: item.lowerBound, in: bytes)
        let lineEnd = PBXDocument.lineEnd(after: item.upperBound, in: bytes)
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let rest = bytes[item.upperBound..<lineEnd]
        if bytes[lineStart..<item.lowerBound].allSatisfy(isBlank), let comma = rest.firstIndex(of: UInt8(ascii: ",")),
            rest[comma...].dropFirst().allSatisfy({ isBlank($0) || $0 == 0x0A || $0 == 0x0D })
        {
            return lineStart..<lineEnd
        }
        var start = item.lowerBound
        while start > lineStart, isBlank(bytes[start - 1]) { start -= 1 }
        let end = rest.firstIndex(of: UInt8(ascii: ",")).map { $0 + 1 } ?? item.upperBound
        return start..<end
    }
}
