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
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        if afterBlock {
            var index = start
            while index < scalars.endIndex, scalars[index] == " " || scalars[index] == "\t" { index = scalars.index(after: index) }
            if index < scalars.endIndex, scalars[index] == "\n" { start = scalars.index(after: index) }
        }
        guard beforeBlock, start < scalars.endIndex else {
            return start == scalars.startIndex ? text : String(scalars[start...])
        }
        let kept = scalars[start...]
        let terminator = finalLineTerminator(kept)
        var end = terminator
        while end > kept.startIndex {
            let previous = kept.index(before: end)
            guard kept[previous] == " " || kept[previous] == "\t" else { break }
            end = previous
        }
        if end == terminator { return start == scalars.startIndex ? text : String(kept) }
        return String(kept[..<end]) + String(kept[terminator...])
    }

    /// Where the line terminator ICU sees at the end of `scalars` starts (`\r\n` counts as one), or
    /// its end when there is none.
    private static func finalLineTerminator(_ scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView.Index {
        guard let last = scalars.last else { return scalars.endIndex }
        let lastIndex = scalars.index(before: scalars.endIndex)
        if last == "\n", lastIndex > scalars.startIndex, scalars[scalars.index(before: lastIndex)] == "\r" {
            return scalars.index(before: lastIndex)
        }
        let terminators: [Unicode.Scalar] = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        return terminators.contains(last) ? lastIndex : scalars.endIndex
    }
}
