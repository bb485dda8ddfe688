/// Shell-style globs over paths: `*` and `?` within one component, `**` across components; a pattern
/// without wildcards matches itself and everything below it (a folder).
enum Glob {
    static func matches(_ path: String, pattern: String) -> Bool {
        if !pattern.contains("*"), !pattern.contains("?") {
            return path == pattern || path.hasPrefix(pattern.hasSuffix("/") ? pattern : pattern + "/")
        }
        return match(Array(path.utf8)[...], Array(pattern.utf8)[...])
    }

    private static func match(_ text: ArraySlice<UInt8>, _ pattern: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let star = UInt8(ascii: "*")
        if first == star, pattern.dropFirst().first == star {
            // `**/` may match nothing; `**` matches anything, slashes included.
            var rest = pattern.dropFirst(2)
            if rest.first == UInt8(ascii: "/"), match(text, rest.dropFirst()) { return true }
            if rest.isEmpty { return true }
            rest = pattern.dropFirst(2)
            return text.indices.contains { match(text[$0...], rest) } || match(text[text.endIndex...], rest)
        }
        if first == star {
            var index = text.startIndex
            while true {
                if match(text[index...], pattern.dropFirst()) { return true }
                guard index < text.endIndex, text[index] != UInt8(ascii: "/") else { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == UInt8(ascii: "?") ? character != UInt8(ascii: "/") : character == first {
            return match(text.dropFirst(), pattern.dropFirst())
        }
        return false
    }
}
