/// Where each line of a file starts, so a syntax node's line is a binary search away.
///
/// Built from the text's bytes (`\n`, `\r` and `\r\n` end a line, as for swift-syntax) rather than with
/// `SourceLocationConverter`, which walks every token's trivia: in a 1,000-file app that walk cost two
/// thirds as much as parsing, and most files never report a line.
struct LineTable: Sendable {
    /// The UTF-8 offset of each line's first byte; the first line starts at 0. Four bytes each: a file
    /// coordgen reads is at most ``AppSources/fileSizeLimit`` bytes (a larger text, given in memory,
    /// keeps eight).
    private let starts: [UInt32]
    private let wideStarts: [Int]

    init(_ text: String) {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        if text.utf8.count < Int(UInt32.max) {
            self.starts = starts.map { UInt32($0) }
            self.wideStarts = []
        } else {
            self.starts = []
            self.wideStarts = starts
        }
    }

    /// The 1-based line holding the byte at `offset`.
    func line(at offset: Int) -> Int {
        wideStarts.isEmpty ? Self.line(at: offset, in: starts) : Self.line(at: offset, in: wideStarts)
    }

    private static func line<Offset: BinaryInteger>(at offset: Int, in starts: [Offset]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
