/// The markers git (and other tools) leave in a file whose merge conflict is not resolved yet:
/// `<<<<<<< ours`, `||||||| base`, `=======`, `>>>>>>> theirs`, each at the start of a line.
///
/// coordgen looks for them when a Swift file or `project.pbxproj` does not parse, so the message says
/// "unresolved merge-conflict markers" and names the line rather than "unexpected character '<'".
public struct MergeConflictMarker: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public let line: Int
    /// The marker line as written, up to 40 characters: `<<<<<<< HEAD`.
    public let text: String

    /// The first marker line in `bytes`, if any.
    static func first<C: Collection<UInt8>>(in bytes: C) -> MergeConflictMarker? {
        var line = 1
        var atLineStart = true
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if atLineStart, let text = marker(at: index, in: bytes) {
                return MergeConflictMarker(line: line, text: text)
            }
            atLineStart = bytes[index] == UInt8(ascii: "\n")
            if atLineStart { line += 1 }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// "unresolved merge-conflict markers (line 12: <<<<<<< HEAD)".
    public var description: String {
        "it has unresolved merge-conflict markers (line \(line): \(text)); resolve the conflict, then run the command again"
    }

    private static let markerBytes: [UInt8] = ["<", "|", "=", ">"].map { UInt8(ascii: $0) }

    private static func marker<C: Collection<UInt8>>(at start: C.Index, in bytes: C) -> String? {
        let first = bytes[start]
        guard markerBytes.contains(first) else { return nil }
        var lineBytes: [UInt8] = []
        var index = start
        while index != bytes.endIndex, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            lineBytes.append(bytes[index])
            index = bytes.index(after: index)
        }
        guard lineBytes.count >= 7, lineBytes.prefix(7).allSatisfy({ $0 == first }) else { return nil }
        // `=======` stands alone; the others may be followed by a space and a label.
        if first == UInt8(ascii: "=") {
            guard lineBytes.count == 7 else { return nil }
        } else if lineBytes.count > 7, lineBytes[7] != UInt8(ascii: " ") {
            return nil
        }
        return String(decoding: lineBytes.prefix(40), as: UTF8.self)
    }
}
