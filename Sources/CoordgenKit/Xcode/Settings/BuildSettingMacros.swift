/// Expands the build-setting references in a value the way Xcode does — `$(NAME)` and `${NAME}` —
/// with the modifiers product and module names use
/// (`c99extidentifier`, `rfc1034identifier`, `identifier`, `lower`, `upper`), so `init` records the
/// name an app is built with (`$(APP_NAME)` from an `.xcconfig`), never the reference itself.
struct BuildSettingMacros {
    /// The settings a reference may name, the target's over the project's, built-ins included.
    let settings: [String: String]

    /// How deep references may refer to references before the value counts as unresolved (a cycle).
    private static let depthLimit = 16

    /// `value` with every reference replaced, or nil when one names no setting (or a cycle): coordgen
    /// then does not know the value, and says so rather than recording the reference.
    func expand(_ value: String) -> String? {
        expand(value, depth: 0)
    }

    private func expand(_ value: String, depth: Int) -> String? {
        guard depth < Self.depthLimit else { return nil }
        guard value.contains("$") else { return value }
        var result = ""
        var rest = value[...]
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = Self.closing(of: rest[afterDollar]),
                let end = rest[afterDollar...].firstIndex(of: close)
            else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end]
            guard let replacement = resolve(String(reference), depth: depth) else { return nil }
            result += replacement
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func closing(of opening: Character) -> Character? {
        switch opening {
        case "(": ")"
        case "{": "}"
        default: nil
        }
    }

    /// One reference, `NAME` or `NAME:modifier,modifier`.
    private func resolve(_ reference: String, depth: Int) -> String? {
        let parts = reference.split(separator: ":", maxSplits: 1)
        guard let name = parts.first.map(String.init) else { return nil }
        // `$(inherited)` adds the level below's value; the names init reads never need it.
        if name == "inherited" { return "" }
        guard let raw = settings[name], var value = expand(raw, depth: depth + 1) else { return nil }
        for modifier in parts.count > 1 ? parts[1].split(separator: ",") : [] {
            guard let applied = Self.apply(String(modifier), to: value) else { return nil }
            value = applied
        }
        return value
    }

    private static func apply(_ modifier: String, to value: String) -> String? {
        switch modifier {
        case "c99extidentifier", "identifier": ModuleName.sanitised(value)
        case "rfc1034identifier": String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: nil
        }
    }
}
