import Foundation

/// Where template text comes from: a user's templates folder first, when one is given, then the copies
/// built into the binary (so an installed `coordgen` needs no repository and no build folder).
public struct TemplateLibrary: Sendable {
    /// A folder laid out like `coordgen templates export` writes it (`uikit/coordinator/…`).
    public let userDirectory: URL?

    /// The built-in templates only.
    public init() {
        userDirectory = nil
        fence = nil
    }

    /// The project the folder and every template read from it must resolve inside (symbolic links
    /// followed), when the folder comes from the project's `.coordgen.yml`; nil for a folder the user
    /// named on the command line (`--templates`), which may be anywhere.
    let fence: ProjectFence?

    /// A user's folder first, when one is given: it must exist, so a typo in `--templates` or
    /// `templates:` is not silently ignored.
    ///
    /// `projectRoot` confines the folder to a project: `templates:` arrives with a cloned repository,
    /// and a template that is a symbolic link to `~/.ssh/id_ed25519` or `/etc/shadow` would otherwise
    /// copy a secret into sources that get committed. Such a folder, or a template in it, that resolves
    /// outside the project is refused, naming it; a folder outside is allowed only through `--templates`.
    public init(userDirectory: URL?, confinedTo projectRoot: URL? = nil) throws(TemplateError) {
        if let userDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: userDirectory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .noSuchDirectory(userDirectory.path)
            }
        }
        self.userDirectory = userDirectory
        fence = projectRoot.map(ProjectFence.init(root:))
        if let fence, let userDirectory {
            try Self.checkInside(userDirectory, fence: fence)
        }
    }

    private static func checkInside(_ url: URL, fence: ProjectFence) throws(TemplateError) {
        guard !fence.contains(url) else { return }
        throw .outsideProject(path: url.path, resolved: ProjectFence.resolve(url.standardizedPath), root: fence.root.path)
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
    /// A user folder may override only some files; the rest fall back to the built-ins. A template two
    /// styles share is read from the style's own path first, so an override written for one style
    /// (as an earlier `templates export` laid it out) still applies.
    public func source(of id: TemplateID) throws(TemplateError) -> Source {
        if let userDirectory {
            for relativePath in [id.ownPath, id.relativePath] {
                let file = userDirectory.appendingPathComponent(relativePath)
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                if let fence { try Self.checkInside(file, fence: fence) }
                // Never blocks: a FIFO in the folder is refused, not waited on.
                guard case .success(let read) = RegularFileReader.read(file.path),
                    let text = String(validating: read.bytes, as: UTF8.self)
                else {
                    throw .unreadable(file.path)
                }
                if let retired = RetiredTemplateValues.firstUse(in: text) {
                    throw .retiredValue(file: file.path, name: retired, replacement: RetiredTemplateValues.replacements[retired]!)
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

    /// The built-in templates `style` uses, sorted by path; a template another style's folder holds
    /// is marked shared.
    public static func builtInTemplates(of style: Style) -> [(path: String, folder: Style, isShared: Bool)] {
        style.roles.map { TemplateID(style, $0) }
            .map { (path: $0.relativePath, folder: $0.folder, isShared: $0.folder != style) }
            .sorted { $0.path < $1.path }
    }

    /// Every built-in template, sorted by path.
    public static var builtInPaths: [String] {
        BuiltInTemplates.files.keys.sorted()
    }
}
