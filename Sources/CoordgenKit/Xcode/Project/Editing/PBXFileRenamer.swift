/// Renames Swift files in a classic Xcode project as Xcode does when a file is renamed in its
/// navigator: the file reference's `path` (and `name`), and the `/* Old.swift */` and
/// `/* Old.swift in Sources */` comments that name it — every other byte stays as it was.
struct PBXFileRenamer {
    let document: PBXDocument

    /// The file with every whole-word `Old.swift` of `names` spelled `New.swift`; nil when none occurs.
    func renaming(_ names: [String: String]) -> [UInt8]? {
        let bytes = document.bytes
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        for (old, new) in names {
            let needle = Array(old.utf8)
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle,
                    index == 0 || Self.isBoundary(bytes[index - 1]),
                    index + needle.count == bytes.count || Self.isBoundary(bytes[index + needle.count])
                {
                    edits.append((index..<index + needle.count, Array(new.utf8)))
                    index += needle.count
                } else {
                    index += 1
                }
            }
        }
        guard !edits.isEmpty else { return nil }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }

    /// What may stand next to a file name in a project file: white space, a quote, a slash, `;`.
    private static func isBoundary(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: ";"), UInt8(ascii: ",")].contains(byte)
    }
}
