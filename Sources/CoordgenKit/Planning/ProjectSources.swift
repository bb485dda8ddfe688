import Foundation

/// The Swift files of a project, read on demand, with the edits a command has planned so far, so that
/// several edits to one file build on each other and the plan holds each file once.
struct ProjectSources {
    let project: Project
    /// Current text of every file read or edited, by path.
    private var texts: [URL: String] = [:]
    /// The text each edited file had on disk.
    private var originals: [URL: String] = [:]
    /// What was done to each edited file, for the summary line: (action, the type it was done to).
    private var actions: [URL: [(action: String, target: String?)]] = [:]
    /// Each file's current text parsed, shared by every question asked of it until the file is edited.
    private var parses: [URL: ParsedSwiftSource] = [:]
    /// The module each file imports once all its other edits are made, if the command edits it at all.
    private var importsAfterEdits: [URL: String] = [:]
    init(project: Project) {
        self.project = project
    }

    /// The text of `url`, as edited so far; read through ``AppSources``, once per command.
    mutating func text(of url: URL) throws(GeneratorError) -> String {
        if let text = texts[url] { return text }
        let read: String?
        if let path = project.sources.relativePath(of: url) {
            read = project.sources.text(of: path)
        } else {
            // Never blocks on a FIFO.
            read = (try? RegularFileReader.read(url.path).get()).flatMap { String(validating: $0.bytes, as: UTF8.self) }
        }
        guard let read else { throw .unreadableSource(project.displayPath(of: url)) }
        texts[url] = read
        return read
    }

    /// The syntax tree of `url` as edited so far, parsed once per version of its text: the questions a
    /// command asks of a file between two edits (its properties, methods, conformances) share one parse.
    /// Throws `SourceEditError` when the text has a syntax error.
    mutating func parsed(_ url: URL) throws -> ParsedSwiftSource {
        if let parsed = parses[url] { return parsed }
        let parsed = try ParsedSwiftSource(text(of: url))
        parses[url] = parsed
        return parsed
    }

    /// Replaces the text of `url` with an edited version and records what was done: either a whole
    /// phrase ("added case reservation to X.swift"), or an action and the type it was done to
    /// ("added pushToDetails()", "ReservationCoordinator"), which are merged per file.
    mutating func edit(_ url: URL, action: String, target: String? = nil, _ transform: (String) throws -> String) throws {
        let old = try text(of: url)
        if originals[url] == nil { originals[url] = old }
        do {
            texts[url] = try transform(old)
            parses[url] = nil
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: project.displayPath(of: url), reason: error.description)
        }
        actions[url, default: []].append((action, target))
    }

    /// One line for an edited file: "added case reservation to X.swift", or "added openPaymentCoordinator()
    /// to ReservationCoordinatorProtocol and ReservationCoordinator in X.swift".
    private func summary(of url: URL) -> String {
        let path = project.displayPath(of: url)
        var phrases: [String] = []
        var grouped: [String: [String]] = [:]
        for (action, target) in actions[url, default: []] {
            if let target {
                if grouped[action] == nil { phrases.append(action) }
                grouped[action, default: []].append(target)
            } else {
                phrases.append(action)
            }
        }
        return phrases.map { phrase in
            grouped[phrase].map { "\(phrase) to \($0.joined(separator: " and ")) in \(path)" } ?? phrase
        }.joined(separator: "; ")
    }

    /// Has `url` import `module` after its other edits, where the command edits it: a parent that starts
    /// a flow of another module (its new method names the flow's class).
    mutating func importAfterEdits(_ module: String, into url: URL) {
        importsAfterEdits[url.standardizedFileURL] = module
    }

    /// Adds a planned modification to `plan` for every edited file.
    func addEdits(to plan: inout Plan) throws {
        // Read only where a file needs UIKit, once: a bridging header that imports it shows it to every file.
        var uikitSeenThroughHeader: Bool?
        func headerShowsUIKit() -> Bool {
            if let known = uikitSeenThroughHeader { return known }
            let found = BridgingHeaderImports.uikit(in: project)
            uikitSeenThroughHeader = found
            return found
        }
        for (url, original) in originals.sorted(by: { $0.key.path < $1.key.path }) {
            var (text, summary) = (texts[url] ?? original, summary(of: url))
            if url.pathExtension == "swift", (try? UIKitImportForEdits.needed(original: original, edited: text)) == true,
                !headerShowsUIKit()
            {
                do {
                    text = try ImportInserter.addingImport("UIKit", to: text)
                } catch let error as SourceEditError {
                    throw GeneratorError.sourceEdit(file: project.displayPath(of: url), reason: error.description)
                }
                summary += ", imported UIKit (the new code names UIKit types, and the file imported no module that has them)"
            }
            if let module = importsAfterEdits[url.standardizedFileURL] {
                let imported: String
                do {
                    imported = try ImportInserter.addingImport(module, to: text)
                } catch let error as SourceEditError {
                    throw GeneratorError.sourceEdit(file: project.displayPath(of: url), reason: error.description)
                }
                if imported != text { (text, summary) = (imported, summary + ", imported \(module)") }
            }
            let fingerprint = project.sources.relativePath(of: url).flatMap(project.sources.fingerprint(of:))
            plan.add(FilePlanner.planEdit(of: url, from: original, to: text, in: plan, summary: summary, fingerprint: fingerprint))
        }
    }

    /// Swift files of the project whose text contains `needle`, the conventional candidates first.
    /// The text test is only a quick filter; callers confirm with swift-syntax.
    mutating func swiftFiles(containing needle: String, preferring preferred: [URL] = []) -> [URL] {
        var result: [URL] = []
        for url in preferred where FileManager.default.fileExists(atPath: url.path) {
            if (try? text(of: url))?.containsUTF8(needle) == true { result.append(url) }
        }
        // A file edited earlier in this command is searched as edited; the others as they are on disk.
        var edited: [String: URL] = [:]
        for url in originals.keys {
            if let path = project.sources.relativePath(of: url) { edited[path] = url }
        }
        for path in project.sources.paths {
            let url: URL
            if let editedURL = edited[path] {
                guard texts[editedURL]?.containsUTF8(needle) == true else { continue }
                url = editedURL
            } else {
                guard project.sources.file(at: path, contains: needle) else { continue }
                url = project.root.appendingPathComponent(path).standardizedFileURL
            }
            if !result.contains(url) { result.append(url) }
        }
        return result
    }
}
