import Foundation

extension String {
    /// The text without the blank lines that sections a shape leaves out would otherwise leave behind:
    /// runs of blank lines become one, and none starts the file (an app without file headers) or follows
    /// an opening brace.
    var withoutStrayBlankLines: String {
        var result: [Substring] = []
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty, result.last?.isEmpty ?? true || result.last?.hasSuffix("{") == true { continue }
            result.append(line)
        }
        return result.joined(separator: "\n")
    }

    /// The text with trailing blank lines collapsed into one final newline.
    var withSingleTrailingNewline: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text + "\n"
    }
}
