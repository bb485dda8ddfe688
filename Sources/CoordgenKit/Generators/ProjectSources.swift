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
    /// Every Swift file of the project, walked once per command rather than once per lookup.
    private var swiftFileList: [URL]?

    /// Folders that never hold the app's own sources.
    private static let skippedFolders = NonSourceFolders.names.union(["build", "node_modules"])

    /// Whether a folder called `name` is left out of every listing of the project's Swift files: build
    /// output, dependencies, hidden folders and Xcode projects.
    static func skipsFolder(named name: String) -> Bool {
        skippedFolders.contains(name) || name.hasPrefix(".") || name.hasSuffix(".xcodeproj")
    }

    init(project: Project) {
        self.project = project
    }

    /// The text of `url`, as edited so far.
    mutating func text(of url: URL) throws(GeneratorError) -> String {
        if let text = texts[url] { return text }
        guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw .unreadableSource(project.displayPath(of: url))
        }
        texts[url] = text
        return text
    }

    /// Replaces the text of `url` with an edited version and records what was done: either a whole
    /// phrase ("added case reservation to X.swift"), or an action and the type it was done to
    /// ("added pushToDetails()", "ReservationCoordinator"), which are merged per file.
    mutating func edit(_ url: URL, action: String, target: String? = nil, _ transform: (String) throws -> String) throws {
        let old = try text(of: url)
        if originals[url] == nil { originals[url] = old }
        do {
            texts[url] = try transform(old)
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

    /// Adds a planned modification to `plan` for every edited file.
    func addEdits(to plan: inout Plan) {
        for (url, original) in originals.sorted(by: { $0.key.path < $1.key.path }) {
            plan.add(FilePlanner.planEdit(of: url, from: original, to: texts[url] ?? original, in: plan, summary: summary(of: url)))
        }
    }

    /// Swift files of the project whose text contains `needle`, the conventional candidates first.
    /// The text test is only a quick filter; callers confirm with swift-syntax.
    mutating func swiftFiles(containing needle: String, preferring preferred: [URL] = []) -> [URL] {
        var result: [URL] = []
        for url in preferred where FileManager.default.fileExists(atPath: url.path) {
            if (try? text(of: url))?.containsUTF8(needle) == true { result.append(url) }
        }
        if swiftFileList == nil { swiftFileList = allSwiftFiles() }
        for url in swiftFileList ?? [] where !result.contains(url) {
            if (try? text(of: url))?.containsUTF8(needle) == true { result.append(url) }
        }
        return result
    }

    /// Every `.swift` file below the project root, outside build and dependency folders, sorted.
    func allSwiftFiles() -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: project.root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsPackageDescendants]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            // Asking whether an entry is a folder costs a stat and an NSURL round trip each (half the
            // time of a `--parent` run in a 1,000-file project), so only names that may be skipped ask.
            if Self.skipsFolder(named: name),
                (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            {
                enumerator.skipDescendants()
                continue
            }
            // A folder named like a Swift file is listed too; reading it fails, and callers skip what they cannot read.
            if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
        }
        // Each `path` is computed once: computing it inside the comparison was a third of the walk.
        return files.map { ($0.path, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension String {
    /// Whether `needle` occurs in the text, comparing UTF-8 bytes.
    ///
    /// Foundation's `contains(_:)` converts both strings to UTF-16 `NSString`s on Linux, which made
    /// scanning every file of a large project for a type name slow.
    func containsUTF8(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { UnsafeRawBufferPointer($0).containsBytes(of: needle) }
    }
}

extension UnsafeRawBufferPointer {
    /// Whether the UTF-8 bytes of `needle` occur in these bytes.
    func containsBytes(of needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { offset(of: UnsafeRawBufferPointer($0), from: 0) != nil }
    }

    /// Where `pattern` first occurs at or after `start`. `memchr` finds each candidate first byte (it
    /// compares many bytes per instruction), `memcmp` the rest: a type name's first letter is rare
    /// enough in source text that this takes a fraction of the instructions of a byte-by-byte loop.
    func offset(of pattern: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        guard let base = baseAddress, count - start >= pattern.count else { return nil }
        let last = count - pattern.count
        var start = start
        while start <= last {
            guard let found = memchr(base + start, Int32(first), last - start + 1) else { return nil }
            start = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + start, pattern.baseAddress!, pattern.count) == 0 { return start }
            start += 1
        }
        return nil
    }
}

extension ProjectSources {
    /// Whether a Swift file of the project declares a class or protocol of that name.
    mutating func declaresClassOrProtocol(named name: String) -> Bool {
        for url in swiftFiles(containing: name) {
            guard let text = try? text(of: url) else { continue }
            if TypeMemberInserter.declaresType(named: name, kind: .class, in: text)
                || TypeMemberInserter.declaresType(named: name, kind: .protocol, in: text)
            {
                return true
            }
        }
        return false
    }

    /// Whether class `className` conforms to `protocolName` in any file of the project (its own
    /// declaration or an extension).
    mutating func classConforms(_ className: String, to protocolName: String) -> Bool {
        for url in swiftFiles(containing: protocolName) {
            guard let text = try? text(of: url), text.containsUTF8(className) else { continue }
            if (try? TypeMemberInserter.classConforms(className, to: protocolName, in: text)) == true { return true }
            if TypeMemberInserter.extensionDeclaresConformance(of: className, to: protocolName, in: text) { return true }
        }
        return false
    }
}

extension Project {
    /// Refuses a folder (`--in`) outside the project (symbolic links followed), where no target would
    /// compile the file and coordgen never writes.
    func checkInside(_ folder: URL) throws {
        try ProjectFence(root: root).check(folder, origin: "--in \(folder.path)")
    }

    /// `url` relative to the project root, for messages.
    func displayPath(of url: URL) -> String {
        url.path(relativeTo: root)
    }
}
