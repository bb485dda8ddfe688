import Foundation

/// Reads indentation (tabs or spaces, and the width of one level) and the header comment from the
/// app's files.
struct SourceFormatDetector {
    let files: [SourceFile]

    /// Tabs when most indented lines start with a tab; otherwise the most common indentation of the
    /// first line inside a top-level declaration. Read as bytes: splitting every file into `String`
    /// lines and trimming each with Foundation was 40% of `init` in a 1,000-coordinator app.
    func indentation() -> SourceFormat {
        var tabs = 0
        var spaces = 0
        var widths: [Int: Int] = [:]
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        for file in files {
            var text = file.text
            text.withUTF8 { bytes in
                // The previous non-blank line: did it start at column 0 and end with `{`?
                var previousOpensAtTopLevel = false
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    var first = start
                    while first < end, bytes[first] == space || bytes[first] == tab || bytes[first] == UInt8(ascii: "\r") { first += 1 }
                    if first < end {
                        let lead = bytes[start]
                        if lead == tab { tabs += 1 } else if lead == space { spaces += 1 }
                        if previousOpensAtTopLevel, lead == space {
                            var width = 0
                            while start + width < end, bytes[start + width] == space { width += 1 }
                            widths[width, default: 0] += 1
                        }
                        var last = end - 1
                        while last > first, bytes[last] == space || bytes[last] == tab || bytes[last] == UInt8(ascii: "\r") { last -= 1 }
                        previousOpensAtTopLevel = lead != space && lead != tab && bytes[last] == UInt8(ascii: "{")
                    }
                    start = end + 1
                }
            }
        }
        if tabs > spaces { return SourceFormat(indentation: .tabs, width: 4) }
        let width = widths.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key ?? 4
        return SourceFormat(indentation: .spaces, width: width)
    }

    /// The header comment of `file` as a template: its name becomes `{{ fileName }}` and the project's
    /// `{{ projectName }}`; `Created by` lines are dropped (they name one person and one day). A line
    /// naming another Swift file (the header was copied from it and never changed) names each new file
    /// too, and is reported as `namedOtherFile`. Nil when the file starts without a `//` comment.
    static func header(
        of file: SourceFile, projectNames: [String]
    ) -> (
        template: String, droppedCreatedBy: Bool, namedOtherFile: String?
    )? {
        var lines: [String] = []
        // Line by line from the top, only as far as the comment goes (not the whole file).
        var rest = file.text[...]
        while !rest.isEmpty {
            let end = lineEnd(in: rest)
            let line = rest[..<end]
            guard line.trimmingSpacesAndTabs().hasPrefix("//") else { break }
            lines.append(String(line))
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
        }
        guard !lines.isEmpty else { return nil }
        var dropped = false
        var otherFile: String?
        // Split from the path once, not once a line.
        let fileName = file.fileName
        let templated = lines.compactMap { line -> String? in
            let text = line.dropFirst(2).trimmingSpacesAndTabs()
            if text.hasPrefix("Created by") {
                dropped = true
                return nil
            }
            if text == fileName { return line.replacingOccurrencesOnBytes(of: fileName, with: "{{ fileName }}") }
            if otherFile == nil, Self.isSwiftFileName(text) {
                otherFile = text
                return line.replacingOccurrencesOnBytes(of: text, with: "{{ fileName }}")
            }
            if let name = projectNames.first(where: { text == $0 }) {
                return line.replacingOccurrencesOnBytes(of: name, with: "{{ projectName }}")
            }
            return line
        }
        // Two comment separators in a row once a line is gone read as a gap; keep the shape Xcode writes.
        var result: [String] = []
        for line in templated
        where !(line.trimmingSpacesAndTabs() == "//" && result.last?.trimmingSpacesAndTabs() == "//") {
            result.append(line)
        }
        return (result.joined(separator: "\n"), dropped, otherFile)
    }

    /// Where `rest.firstIndex(of: "\n")` finds the end of the line (else the end), found in the bytes: a
    /// line feed not after a carriage return is a character of its own (the search by characters cost
    /// most of the 90,000 instructions of each coordinator file's header); after a carriage return, it
    /// is part of one `\r\n` character, which `"\n"` does not match, and the characters are searched.
    static func lineEnd(in rest: Substring) -> Substring.Index {
        let bytes = rest.utf8
        guard let feed = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return rest.endIndex }
        if feed != bytes.startIndex, bytes[bytes.index(before: feed)] == UInt8(ascii: "\r") {
            return rest.firstIndex(of: "\n") ?? rest.endIndex
        }
        return feed
    }

    /// Whether `text` is one Swift file's name (`ProfileCoordinator.swift`), as Xcode writes in headers.
    private static func isSwiftFileName(_ text: String) -> Bool {
        text.count > 6 && text.hasSuffix(".swift") && !text.contains(where: { $0 == " " || $0 == "/" })
    }
}

extension StringProtocol {
    /// The same as `trimmingCharacters(in: .whitespaces)`, without Foundation's round trip through
    /// `NSString` where both ends are ASCII (the header of every coordinator file is read line by line).
    func trimmingSpacesAndTabs() -> String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while start < end, isSpace(bytes[end - 1]) { end -= 1 }
        // Unicode space separators (U+00A0, U+2000…) count as white space too: Foundation decides those.
        if start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 {
            return trimmingCharacters(in: .whitespaces)
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension String {
    /// The same as Foundation's `replacingOccurrences(of:with:)`, replaced on the bytes where the text
    /// and `target` are ASCII (each header line naming its file, in every coordinator file): Foundation
    /// goes through `NSString` and a dynamic cast, about 24,000 instructions a call. Anything else is
    /// Foundation's.
    func replacingOccurrencesOnBytes(of target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.allSatisfy({ $0 < 0x80 }), pattern.allSatisfy({ $0 < 0x80 }) else {
            return replacingOccurrences(of: target, with: replacement)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
