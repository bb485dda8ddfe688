/// What Stencil's `.smart` trim behaviour (the one `TemplateRenderer` uses) does to a text between
/// tags, written out instead of run through Stencil's regular expressions on every render:
///
/// - after a `{% … %}` tag: spaces and tabs up to and including one `\n` go (`^[ \t]*\n`), if the
///   line has nothing else;
/// - before a `{% … %}` tag: spaces and tabs at the end go (`[ \t]*$`); as in ICU, `$` also matches
///   before a line terminator that ends the text, so spaces before such a final terminator go too.
///
/// Variables (`{{ … }}`) and comments trim nothing around them.
enum StencilSmartTrim {
    /// `text` as Stencil renders it between the tokens around it.
    static func trim(_ text: String, afterBlock: Bool, beforeBlock: Bool) -> String {
        var scalars = Array(text.unicodeScalars)
        if afterBlock, !scalars.isEmpty {
            let spaces = scalars.prefix { $0 == " " || $0 == "\t" }.count
            if spaces < scalars.count, scalars[spaces] == "\n" {
                scalars.removeFirst(spaces + 1)
            }
        }
        if beforeBlock, !scalars.isEmpty {
            let terminator = finalLineTerminatorLength(scalars)
            var end = scalars.count - terminator
            while end > 0, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
            scalars.removeSubrange(end..<(scalars.count - terminator))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// The length of the line terminator ICU sees at the end of `scalars` (`\r\n` counts as one), or 0.
    private static func finalLineTerminatorLength(_ scalars: [Unicode.Scalar]) -> Int {
        guard let last = scalars.last else { return 0 }
        if last == "\n", scalars.count >= 2, scalars[scalars.count - 2] == "\r" { return 2 }
        return ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(last) ? 1 : 0
    }
}
