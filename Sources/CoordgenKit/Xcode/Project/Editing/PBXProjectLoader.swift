import Foundation

/// The `project.pbxproj` files one command reads: each read from disk and parsed into a
/// ``PBXDocument`` once, and its ``PBXProjectModel`` built once, whoever asks — `init`'s settings
/// reader, the Swift mode `tree` and `doctor` report, and the edits of `new`, `remove` and `rename`.
///
/// A command holds one through its ``AppSources`` (`sources.projectFiles`), so it lives exactly as long
/// as the command's view of the app: ``Project/readingSourcesAfresh()`` starts a new one. Safe to share
/// between threads.
public final class PBXProjectLoader: @unchecked Sendable {
    private let lock = NSLock()
    /// By the standardized path of the `project.pbxproj`; a failure is kept with the name it was read under.
    /// Each file's parse or its failure (not a `Result`: see `RegularFileReader.Outcome`).
    private var documents: [String: (name: String, document: PBXDocument?, failure: XcodeProjectEditError?)] = [:]
    private var models: [String: PBXProjectModel] = [:]
    /// Each file's build configurations read without a document (``buildConfigurations(_:settings:)``),
    /// by path and the settings asked for; nil when the file is unreadable or would not parse.
    private var scanned: [String: [PBXBuildConfigurationScan.Configuration]?] = [:]
    private var parses: [String: Int] = [:]
    private var scans: [String: Int] = [:]
    private var requests: [String: Int] = [:]

    public init() {}

    /// How many times each project file was parsed (path → count): once per command, which the tests check.
    public var parseCounts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return parses
    }

    /// How many times each project file was scanned for its build configurations without being parsed.
    public var scanCounts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return scans
    }

    /// How many times each project file was asked for, parsed or not: every reader goes through the loader.
    public var requestCounts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    /// The parsed `file`; `name` is the file's name in messages (each reader keeps its own wording).
    func document(_ file: URL, name: String) throws(XcodeProjectEditError) -> PBXDocument {
        let key = Self.key(file)
        lock.lock()
        defer { lock.unlock() }
        requests[key, default: 0] += 1
        if let cached = documents[key] {
            if let document = cached.document { return document.named(name) }
            // A failure is worded with the file's name: read again under another name.
            if let failure = cached.failure, cached.name == name { throw failure }
        }
        do {
            let document = try parse(file, key: key, name: name)
            documents[key] = (name, document, nil)
            return document
        } catch {
            documents[key] = (name, nil, error)
            throw error
        }
    }

    /// The `XCBuildConfiguration`s of `file` with the settings named `names`, sorted by id, or nil when the
    /// file cannot be read or parsed (``PBXDocument`` refuses it). Read from the document when a reader of
    /// this command has parsed it already; otherwise scanned without modelling the file
    /// (``PBXBuildConfigurationScan``), once per command.
    func buildConfigurations(_ file: URL, settings names: [String]) -> [PBXBuildConfigurationScan.Configuration]? {
        let key = Self.key(file)
        lock.lock()
        defer { lock.unlock() }
        requests[key, default: 0] += 1
        if let cached = documents[key] {
            return cached.document.map { PBXBuildConfigurationScan.configurations(of: $0, settings: names) }
        }
        let scanKey = ([key] + names).joined(separator: "\n")
        if let configurations = scanned[scanKey] { return configurations }
        var configurations: [PBXBuildConfigurationScan.Configuration]?
        if let data = RegularFileReader.contents(atPath: file.path) {
            scans[key, default: 0] += 1
            configurations = PBXBuildConfigurationScan.configurations(in: Array(data), settings: names)
        }
        scanned[scanKey] = configurations
        return configurations
    }

    private func parse(_ file: URL, key: String, name: String) throws(XcodeProjectEditError) -> PBXDocument {
        guard let data = RegularFileReader.contents(atPath: file.path) else { throw .unreadable(name) }
        parses[key, default: 0] += 1
        return try PBXDocument(bytes: Array(data), name: name)
    }

    /// The model of `xcodeproj/project.pbxproj`, its folders resolved from the folder that holds the
    /// `.xcodeproj`.
    func model(xcodeproj: URL, name: String) throws(XcodeProjectEditError) -> PBXProjectModel {
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        let document = try document(file, name: name)
        let key = Self.key(file)
        lock.lock()
        defer { lock.unlock() }
        if let model = models[key] { return model.named(name) }
        let model = PBXProjectModel(document: document, projectFolder: xcodeproj.deletingLastPathComponent().standardizedPath)
        models[key] = model
        return model
    }

    private static func key(_ file: URL) -> String {
        PathMath.normalize(file.standardizedPath)
    }
}
