import Foundation

/// Where template text comes from: a user's templates folder first, when one is given, then the copies
/// built into the binary (so an installed `coordgen` needs no repository and no build folder).
public struct TemplateLibrary: Sendable {
    /// A folder laid out like `coordgen templates export` writes it (`uikit/coordinator/…`).
    public let userDirectory: URL?

    public init(userDirectory: URL? = nil) {
        self.userDirectory = userDirectory
    }

    /// The text of one template and the path to show in messages about it.
    public struct Source: Sendable {
        public let text: String
        /// The user's file, or `built-in:uikit/…` for an embedded template.
        public let displayPath: String
        public let isBuiltIn: Bool
        /// For a built-in template, the tokens the build lexed it into (see `PrelexedTemplate`).
        let prelexedTokens: [(UInt8, String)]?

        init(text: String, displayPath: String, isBuiltIn: Bool, prelexedTokens: [(UInt8, String)]? = nil) {
            self.text = text
            self.displayPath = displayPath
            self.isBuiltIn = isBuiltIn
            self.prelexedTokens = prelexedTokens
        }
    }

    /// Reads `id` from the user's folder when it has that file, else from the built-in templates.
    /// A user folder may override only some files; the rest fall back to the built-ins.
    public func source(of id: TemplateID) throws(TemplateError) -> Source {
        if let userDirectory {
            let file = userDirectory.appendingPathComponent(id.relativePath)
            if FileManager.default.fileExists(atPath: file.path) {
                guard let data = FileManager.default.contents(atPath: file.path),
                    let text = String(data: data, encoding: .utf8)
                else {
                    throw .unreadable(file.path)
                }
                return Source(text: text, displayPath: file.path, isBuiltIn: false)
            }
        }
        guard let text = BuiltInTemplates.files[id.relativePath] else {
            throw .missing(id.relativePath)
        }
        return Source(
            text: text, displayPath: "built-in:\(id.relativePath)", isBuiltIn: true,
            prelexedTokens: BuiltInTemplates.tokens[id.relativePath])
    }

    /// Every built-in template, sorted by path.
    public static var builtInPaths: [String] {
        BuiltInTemplates.files.keys.sorted()
    }

    /// Checks that a user's templates folder exists, so a typo in `--templates` is not silently ignored.
    public static func validateUserDirectory(_ url: URL) throws(TemplateError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .noSuchDirectory(url.path)
        }
    }
}

/// Why a template could not be read or rendered.
public enum TemplateError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case unreadable(String)
    case noSuchDirectory(String)
    case syntax(file: String, line: Int, column: Int, reason: String)
    case rendering(file: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "no template \(path): see `coordgen templates list`"
        case .unreadable(let path):
            return "cannot read the template \(path) as UTF-8 text"
        case .noSuchDirectory(let path):
            return "the templates folder \(path) does not exist: create it with `coordgen templates export \(path)`"
        case .syntax(let file, let line, let column, let reason):
            return "\(file):\(line):\(column): template error: \(reason); nothing was written"
        case .rendering(let file, let reason):
            return "\(file): template error: \(reason); nothing was written"
        }
    }
}
