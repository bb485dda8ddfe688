import Foundation
import Yams

/// A coordgen project on disk: the folder holding `.coordgen.yml` and what that file says.
public struct Project: Sendable {
    /// The config file's name.
    public static let configFileName = ".coordgen.yml"

    /// The folder that holds `.coordgen.yml`; every configured path is relative to it.
    public let root: URL
    public let config: ProjectConfig
    /// The app's Swift files, read and parsed at most once for the whole command, whoever asks.
    public let sources: AppSources

    public init(root: URL, config: ProjectConfig, sources: AppSources? = nil) {
        self.root = root
        self.config = config
        self.sources = sources ?? AppSources(root: root)
    }

    /// The same project with its sources not read yet: a plan starts from the files as they are now,
    /// not as an earlier command of the same process saw them.
    public func readingSourcesAfresh() -> Project {
        sources.isUntouched ? self : Project(root: root, config: config)
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
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(configFileName)
            if FileManager.default.fileExists(atPath: candidate.path) {
                return Project(root: current, config: try load(candidate))
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

    /// Checks and decodes the text of a `.coordgen.yml`, parsing the YAML once: the key check and the
    /// decoder read the same node tree.
    static func parseConfig(_ text: String, fileName name: String) throws(ProjectError) -> ProjectConfig {
        // Checked first: YAML may read a conflict's two halves as one odd mapping.
        if let marker = MergeConflictMarker.first(in: text.utf8) {
            throw .malformedConfig(file: name, reason: marker.description)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw .malformedConfig(file: name, reason: describeYAMLError(error))
        }
        guard let node, let mapping = node.mapping else {
            throw .malformedConfig(file: name, reason: "expected keys such as name, style and paths, found no mapping")
        }
        let keys = mapping.keys.compactMap(\.string)
        if let unknown = keys.filter({ !ProjectConfig.knownKeys.contains($0) }).sorted().first {
            throw .malformedConfig(
                file: name, reason: "unknown key '\(unknown)'; known keys: \(ProjectConfig.knownKeys.sorted().joined(separator: ", "))")
        }
        if let paths = mapping["paths"]?.mapping,
            let unknown = paths.keys.compactMap(\.string).filter({ !ProjectConfig.knownPathKeys.contains($0) }).sorted().first
        {
            throw .malformedConfig(
                file: name, reason: "unknown key 'paths.\(unknown)'; known: \(ProjectConfig.knownPathKeys.sorted().joined(separator: ", "))"
            )
        }
        if let (path, unknown, known) = firstUnknownSectionKey(in: node) {
            throw .malformedConfig(file: name, reason: "unknown key '\(path).\(unknown)'; known: \(known.sorted().joined(separator: ", "))")
        }
        if let (key, character) = ConfigControlCharacters.first(in: node) {
            throw .malformedConfig(
                file: name, reason: "'\(key)' contains the control character \(character), which would be written into generated files")
        }
        do {
            return try YAMLNodeDecoder.decode(ProjectConfig.self, from: node)
        } catch let error as DecodingError {
            throw .malformedConfig(file: name, reason: describe(error))
        } catch {
            throw .malformedConfig(file: name, reason: describeYAMLError(error))
        }
    }

    /// The first key of a section `coordgen init` writes (at any depth) that the section does not have.
    private static func firstUnknownSectionKey(in node: Node, path: String = "") -> (String, String, Set<String>)? {
        if let mapping = node.mapping {
            let keys = mapping.keys.compactMap(\.string)
            if !path.isEmpty, let known = ProjectConfig.knownSectionKeys[path],
                let unknown = keys.filter({ !known.contains($0) }).sorted().first
            {
                return (path.replacingOccurrences(of: "[]", with: ""), unknown, known)
            }
            for key in keys.sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                guard
                    ProjectConfig.knownSectionKeys.keys.contains(where: {
                        $0 == child || $0.hasPrefix(child + ".") || $0.hasPrefix(child + "[]")
                    }),
                    let value = mapping[key]
                else { continue }
                if let found = firstUnknownSectionKey(in: value, path: child) { return found }
            }
        } else if let sequence = node.sequence {
            for element in sequence {
                if let found = firstUnknownSectionKey(in: element, path: path + "[]") { return found }
            }
        }
        return nil
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let full = path(context.codingPath + [key])
            return "missing '\(full)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "'\(path(context.codingPath))' has the wrong type: \(context.debugDescription)"
        case .dataCorrupted(let context):
            let key = path(context.codingPath)
            if key == "style" {
                return "unknown style; coordgen knows: \(Style.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            return key.isEmpty ? context.debugDescription : "'\(key)': \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func describeYAMLError(_ error: any Error) -> String {
        if let yamlError = error as? YamlError {
            return String(describing: yamlError).split(separator: "\n").first.map(String.init) ?? "not valid YAML"
        }
        return String(describing: error)
    }
}
