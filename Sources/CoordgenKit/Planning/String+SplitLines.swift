extension String {
    /// The lines of the text without their line endings (`\n` or `\r\n`); a final line ending does not
    /// start another line.
    func splitLines() -> [Substring] {
        // In Swift "\r\n" is a single Character, so it is a separator of its own.
        var lines = split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
