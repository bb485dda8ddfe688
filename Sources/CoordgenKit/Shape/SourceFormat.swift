/// How the app's Swift files are indented. (Their header comment is the config's `header:`.)
public struct SourceFormat: Codable, Equatable, Sendable {
    /// Tabs or spaces.
    public enum Indentation: String, Codable, Equatable, Sendable {
        case spaces
        case tabs
    }

    public var indentation: Indentation
    /// Spaces per level (for tabs, the width the editor shows; generated code uses one tab per level).
    public var width: Int

    public init(indentation: Indentation, width: Int) {
        self.indentation = indentation
        self.width = width
    }

    /// One level of indentation.
    public var unit: String {
        indentation == .tabs ? "\t" : String(repeating: " ", count: width)
    }

    /// `text`, written with coordgen's four spaces per level, indented this way instead: each leading run
    /// of four spaces becomes one `unit`. Left alone when this is Xcode's default.
    public func reindenting(_ text: String) -> String {
        guard self != .xcodeDefault else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let spaces = line.prefix { $0 == " " }.count
            guard spaces >= 4 else { return String(line) }
            return String(repeating: unit, count: spaces / 4) + String(repeating: " ", count: spaces % 4) + line.dropFirst(spaces)
        }.joined(separator: "\n")
    }

    /// Four spaces, as Xcode indents by default.
    public static let xcodeDefault = SourceFormat(indentation: .spaces, width: 4)
}
