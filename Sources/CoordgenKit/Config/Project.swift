import Foundation
import Yams

/// A coordgen project on disk: the folder holding `.coordgen.yml` and what that file says.
public struct Project: Sendable {
    /// The config file's name.
    public static let configFileName = ".coordgen.yml"

    /// The folder that holds `.coordgen.yml`; every configured path is relative to it.
    public let root: URL
    public let config: ProjectConfig
    /// The command's one model of the app (``AppModel``): the merged shape, the sources, the
    /// declaration index and the modules, each made once, whoever asks.
    public let model: AppModel

    public init(root: URL, config: ProjectConfig, sources: AppSources? = nil) {
        self.init(root: root, config: config, model: AppModel(root: root, config: config, sources: sources))
    }

    private init(root: URL, config: ProjectConfig, model: AppModel) {
        self.root = root
        self.config = config
        self.model = model
    }

    /// The app's Swift files, read and parsed at most once for the whole command, whoever asks.
    public var sources: AppSources { model.sources }

    /// The app's shape: what `.coordgen.yml` records merged with the style's built-in shape
    /// (``ProjectConfig/appShape``), computed once, by the model.
    public var shape: AppShape { model.shape ?? config.appShape }

    /// The same project with its sources not read yet: a plan starts from the files as they are now,
    /// not as an earlier command of the same process saw them.
    public func readingSourcesAfresh() -> Project {
        sources.isUntouched ? self : Project(root: root, config: config, model: model.readingSourcesAfresh())
    }

    /// The config file.
    public var configFile: URL { root.appendingPathComponent(Self.configFileName) }

    /// A configured path made absolute.
    public func url(for relativePath: String) -> URL {
        relativePath.hasPrefix("/") ? URL(fileURLWithPath: relativePath) : root.appendingPathComponent(relativePath)
    }

    /// The templates folder the config names, if any.
    public var templatesDirectory: URL? {
        config.templates.map(url(for:))
    }

    /// Finds the project that contains `directory` by walking up to the first `.coordgen.yml`, as git
    /// finds `.git`, and reads it.
    public static func locate(from directory: URL) throws(ProjectError) -> Project {
        let found = try locate(configFrom: directory)
        return Project(root: found.root, config: found.config)
    }

    /// The folder holding the first `.coordgen.yml` at or above `directory`, and what it says.
    static func locate(configFrom directory: URL) throws(ProjectError) -> (root: URL, config: ProjectConfig) {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(configFileName)
            if FileManager.default.fileExists(atPath: candidate.path) {
                return (current, try load(candidate))
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path {
                throw .notInProject(directory.path)
            }
            current = parent
        }
    }

    /// Reads and checks one `.coordgen.yml`.
    public static func load(_ file: URL) throws(ProjectError) -> ProjectConfig {
        guard let data = RegularFileReader.contents(atPath: file.path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw .unreadableConfig(file.path)
        }
        return try parseConfig(text, fileName: file.lastPathComponent)
    }

    /// The resolver the config is composed with: none of Yams' rules. Reading never asks a value's
    /// resolved tag — `Bool.construct` and the other readers look at the tag the parser gave (`str` for a
    /// quoted scalar, the explicit one, else none) and Yams resolves a value's tag lazily, when it is
    /// hashed or compared, which only keys are (looked up by name, checked for duplicates). Keys are
    /// coordgen's own names, none of them a word any rule matches (`ConfigResolverTests`), so every file
    /// reads as under Yams' default resolver. Even one rule costs a regular expression, and the first
    /// `NSRegularExpression` of a process builds ICU's pattern tables: 7.9 M instructions, 8 % of a
    /// `new coordinator` (docs/PERFORMANCE.md, session 45; session 43 had dropped the other six rules).
    /// The one difference: a mapping with a key written both plain and quoted as a YAML bool word
    /// (`yes:` and `'yes':`) is refused as duplicated keys rather than for its unknown key.
    static let configResolver = Resolver.basic

    /// No constructor: the config is read from the node tree (`ConfigMapping`), never turned into Swift
    /// values by Yams (`node.any`), and Yams' default constructor builds dictionaries keyed by `Tag.Name`
    /// whose first use makes the runtime scan the binary's conformances (docs/PERFORMANCE.md, session 48).
    static var configConstructor: Constructor { Constructor([:], [:], [:]) }

    /// Checks and reads the text of a `.coordgen.yml`: Yams parses it once, and each type of the config
    /// reads its own keys from the node tree (`ProjectConfig+Reading.swift`).
    static func parseConfig(_ text: String, fileName name: String) throws(ProjectError) -> ProjectConfig {
        // Checked first: YAML may read a conflict's two halves as one odd mapping.
        if let marker = MergeConflictMarker.first(in: text.utf8) {
            throw .malformedConfig(file: name, reason: marker.description)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, configResolver, configConstructor)
        } catch {
            throw .malformedConfig(file: name, reason: describeYAMLError(error))
        }
        guard let node, let mapping = node.mapping else {
            throw .malformedConfig(file: name, reason: "expected keys such as name, style and paths, found no mapping")
        }
        let log = ConfigReadLog()
        let config = ProjectConfig(reading: ConfigMapping(mapping, log: log))
        // A misspelt key first: it is usually why a value is missing.
        if let unknown = log.firstUnknownKey {
            let reason =
                unknown.section.isEmpty
                ? "unknown key '\(unknown.key)'; known keys: \(unknown.known.joined(separator: ", "))"
                : "unknown key '\((unknown.section + [unknown.key]).joined(separator: "."))'; known: \(unknown.known.joined(separator: ", "))"
            throw .malformedConfig(file: name, reason: reason)
        }
        if let (key, character) = ConfigControlCharacters.first(in: node) {
            throw .malformedConfig(
                file: name, reason: "'\(key)' contains the control character \(character), which would be written into generated files")
        }
        if let problem = log.firstProblem {
            throw .malformedConfig(file: name, reason: problem)
        }
        return config
    }

    private static func describeYAMLError(_ error: any Error) -> String {
        if let yamlError = error as? YamlError {
            return String(describing: yamlError).split(separator: "\n").first.map(String.init) ?? "not valid YAML"
        }
        return String(describing: error)
    }
}
