import Dispatch
import Foundation

/// The app's Swift files as one command sees them: walked once (``SwiftFileWalker``), each file read
/// at most once and parsed at most once, whoever asks — the generators and their parent lookup, the
/// duplicate-type check, `init`'s detectors, `tree` and `doctor` — and one ``DeclarationIndex`` per set
/// of parsed files.
///
/// A command makes one (``Project`` holds it for the generating commands) and hands it to whoever
/// needs it. Asking is cheap where it can be: ``paths(containing:)`` searches the bytes, so a command
/// that needs three files parses three, not three thousand. Safe to share between threads: parsing
/// runs on every core.
public final class AppSources: @unchecked Sendable {
    /// The app's root folder; every path is relative to it.
    public let root: URL
    /// The app's `project.pbxproj` files, each read and parsed once for the command, whoever asks.
    public let projectFiles = PBXProjectLoader()
    private let rootPath: String
    private let lock = NSLock()
    private var walked: SwiftFileWalker.Walk?
    private var others: [OtherAppProject] = []
    /// The bytes read of each file not parsed yet: a parsed file's text is its ``SourceFile``'s, and
    /// its bytes are let go (holding both kept every file's text twice).
    private var contents: [String: [UInt8]] = [:]
    private var fingerprints: [String: FileFingerprint] = [:]
    private var parsed: [String: SourceFile] = [:]
    private var reads: [String: Int] = [:]
    private var refusals: [String: RegularFileReader.Refusal] = [:]
    /// How much source the trees kept after summarising, or parsed again, may come to.
    let treeBudget: TreeBudget

    /// The largest Swift file coordgen reads, in bytes (2 MB, decimal). Parsing and indexing a file takes about
    /// 165 times its size in memory: a 20 MB generated file made `tree` use 3.3 GB. A hand-written
    /// Swift file is far smaller; a larger one is skipped and named (`tree`, `doctor`: "Skipped files";
    /// other commands: a `note:`). docs/RELIABILITY.md.
    public static let fileSizeLimit = 2_000_000

    public convenience init(root: URL) {
        self.init(root: root, treeBudget: TreeBudget())
    }

    /// With a tree budget of its own (tests: a small one, to see every tree parsed again).
    init(root: URL, treeBudget: TreeBudget) {
        self.treeBudget = treeBudget
        let root = root.standardizedFileURL
        self.root = root
        var path = root.path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        rootPath = path
    }

    /// Every Swift file of the app, relative to the root, sorted; walked on first use.
    public var paths: [String] { walk().swift }

    /// The Xcode projects (`.xcodeproj` folders) below the root, relative to it, sorted; found by the
    /// same walk.
    public var xcodeProjects: [String] { walk().xcodeProjects }

    /// Xcode projects below the root that build an app of their own (a vendored framework's `Example/`
    /// app), whose Swift files the walk left out.
    public var otherApps: [OtherAppProject] {
        _ = walk()
        lock.lock()
        defer { lock.unlock() }
        return others
    }

    /// Swift files that are symbolic links leading outside the root: never read, and named in a refusal
    /// that would otherwise say a type is missing.
    public var linksOutside: [(path: String, target: String)] { walk().linksOutside }

    /// Why the file at `path` (relative) was found but not read as text, in words that follow "`path`
    /// is" ("a FIFO (named pipe), not a regular file", "20 MB, larger than the 2 MB coordgen reads",
    /// "not UTF-8 text (byte 120, 0xE9, on line 4)"); nil when it was read as text, or not asked for.
    public func whyUnread(_ path: String) -> String? {
        if let kind = walk().notRegularFiles.first(where: { $0.path == path })?.kind {
            return "\(kind), not a regular file"
        }
        lock.lock()
        let refusal = refusals[path]
        // A parsed file was UTF-8 text; its bytes are no longer held.
        let cached = parsed[path] == nil ? contents[path] : nil
        lock.unlock()
        if let refusal { return refusal.description }
        return cached.flatMap { InvalidUTF8Location(in: $0)?.description }
    }

    /// The `.swift` files this command found and did not read, and why (words that follow "`path` is"),
    /// sorted by path: entries that are not regular files, and files that were too large or could not
    /// be opened. For the `note:` lines of the commands that change a project (`tree` and `doctor` list
    /// them as skipped files).
    /// Nothing is walked or read to answer: only what the command came across is listed.
    public var skippedFiles: [(path: String, reason: String)] {
        lock.lock()
        defer { lock.unlock() }
        let notRegular = (walked?.notRegularFiles ?? []).map { ($0.path, "\($0.kind), not a regular file") }
        let listed = Set(walked?.swift ?? [])
        let refused = refusals.filter { listed.contains($0.key) }.map { ($0.key, $0.value.description) }
        return (notRegular + refused).sorted { $0.0 < $1.0 }
    }

    private func walk() -> SwiftFileWalker.Walk {
        lock.lock()
        defer { lock.unlock() }
        if let walked { return walked }
        let found = OtherAppProjects.leavingOut(of: SwiftFileWalker.walk(rootPath), root: root, loader: projectFiles)
        walked = found.walk
        others = found.others
        return found.walk
    }

    /// Sources held in memory instead of on disk (path relative to `root` → text), for callers that
    /// have the files already, such as tests: nothing under `root` is walked or read.
    public convenience init(root: URL, texts: [String: String]) {
        self.init(root: root)
        walked = SwiftFileWalker.Walk(swift: texts.keys.sorted(), xcodeProjects: [], linksOutside: [])
        contents = texts.mapValues { Array($0.utf8) }
    }

    /// How many times each file was read from disk: at most once, which the tests check.
    public var readCounts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return reads
    }

    /// The files parsed so far: a command that needs three files parses three, which the tests check.
    public var parsedPaths: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return Set(parsed.keys)
    }

    /// Whether nothing was walked or read yet.
    var isUntouched: Bool {
        lock.lock()
        defer { lock.unlock() }
        return walked == nil && contents.isEmpty && parsed.isEmpty
    }

    /// `url` relative to the root, or nil when it is not below it.
    public func relativePath(of url: URL) -> String? {
        let path = url.standardizedPath
        guard path.hasPrefix(rootPath + "/") else { return nil }
        return String(path.dropFirst(rootPath.count + 1))
    }

    /// The bytes of the file at `path` (relative), read once; nil when it cannot be read.
    public func bytes(of path: String) -> [UInt8]? {
        lock.lock()
        if let file = parsed[path] {
            lock.unlock()
            return Array(file.text.utf8)
        }
        if let cached = contents[path] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let read = Self.read(rootPath + "/" + path)
        lock.lock()
        defer { lock.unlock() }
        if let file = parsed[path] { return Array(file.text.utf8) }
        if let cached = contents[path] { return cached }
        reads[path, default: 0] += 1
        switch read {
        case .success(let read):
            contents[path] = read.bytes
            fingerprints[path] = FileFingerprint(read.info)
            return read.bytes
        case .failure(let refusal):
            refusals[path] = refusal
            return nil
        }
    }

    /// What `stat` said of the file at `path` (relative) when it was read, so the applier can tell it
    /// is unchanged without reading it again; nil for a file not read from disk.
    public func fingerprint(of path: String) -> FileFingerprint? {
        lock.lock()
        defer { lock.unlock() }
        return fingerprints[path]
    }

    /// The text of the file at `path` (relative), or nil when it is not UTF-8 text.
    public func text(of path: String) -> String? {
        if let file = parsedFile(path) { return file.text }
        guard let bytes = bytes(of: path) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The file at `path` (relative), parsed once; nil when it cannot be read as UTF-8 text.
    public func file(_ path: String) -> SourceFile? {
        lock.lock()
        if let cached = parsed[path] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let text = text(of: path) else { return nil }
        let file = SourceFile(path: path, text: text, budget: treeBudget)
        lock.lock()
        defer { lock.unlock() }
        if let cached = parsed[path] { return cached }
        parsed[path] = file
        contents[path] = nil
        return file
    }

    /// The file at `path` when it was parsed already, else nil (nothing is read).
    private func parsedFile(_ path: String) -> SourceFile? {
        lock.lock()
        defer { lock.unlock() }
        return parsed[path]
    }

    /// The files at `paths`, parsed on every core (parsing is nearly all of `init`'s, `tree`'s and
    /// `doctor`'s time, and files parse independently), in the order given; unreadable ones left out.
    public func files(_ paths: [String]) -> [SourceFile] {
        let slots = Slots<SourceFile>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            slots[position] = file(paths[position])
        }
        return slots.values
    }

    /// The files at `paths` parsed and summarised on every core (``FileSummary``), in the order given,
    /// unreadable ones left out. Each file's syntax tree is released as soon as it is summarised unless
    /// `keepsTree` says the caller will read it again and the ``TreeBudget`` allows (a released tree is
    /// parsed again when asked for, so the choice costs time, never correctness): memory then follows
    /// the budget, not the app.
    /// With `flows`, the summaries record what the coordinator graph reads (``DeclarationFlows``).
    func summaries(_ paths: [String], keepsTree: @Sendable (SourceFile) -> Bool, flows: FlowRecording? = nil) -> [FileSummary] {
        let slots = Slots<FileSummary>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            guard let file = file(paths[position]) else { return }
            slots[position] = FileSummary(file, flows: flows)
            if !keepsTree(file) || treeBudget.isExceeded { file.releaseTree() } else { file.dropNodeData() }
        }
        return slots.values
    }

    /// The files whose bytes contain `needle` (a quick filter: callers confirm with swift-syntax).
    public func paths(containing needle: String) -> [String] {
        paths.filter { file(at: $0, contains: needle) }
    }

    /// Whether the bytes of the file at `path` (relative) contain `needle`.
    public func file(at path: String, contains needle: String) -> Bool {
        if let file = parsedFile(path) { return file.text.containsUTF8(needle) }
        return bytes(of: path)?.withUnsafeBytes { $0.containsBytes(of: needle) } == true
    }

    /// Whether `path` lies in a test target's folder by its name (a folder named `…Tests` on the way):
    /// `tree` and `doctor` leave those out. (A project's recorded test folders are `ModuleScope`'s.)
    public static func isInTestFolder(_ path: String) -> Bool {
        // An ASCII path is read on its bytes, where each byte is a character: splitting every path into
        // substrings cost about 5,000 instructions a path, and `init` asks for each file three times.
        var bytes = path
        if let inTests = bytes.withUTF8({ Self.isInTestFolder(asciiPath: $0) }) { return inTests }
        return path.slashSeparatedComponents.dropLast().contains { $0.hasSuffix("Tests") }
    }

    private static let testsSuffix = Array("Tests".utf8)

    /// ``isInTestFolder(_:)`` on the bytes of an ASCII path; nil for any other path.
    private static func isInTestFolder(asciiPath bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let suffix = testsSuffix
        // Each `/` before the last component ends a folder's name; trailing slashes end none.
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        for position in suffix.count..<max(end, suffix.count) where bytes[position] == UInt8(ascii: "/") {
            if bytes[(position - suffix.count)..<position].elementsEqual(suffix) { return true }
        }
        return false
    }

    private static func read(_ path: String) -> RegularFileReader.Outcome {
        RegularFileReader.read(path, sizeLimit: fileSizeLimit)
    }
}

/// Slots that concurrent workers fill, one each: every index is written by exactly one iteration of
/// `concurrentPerform`, and read only after it returns.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage[index]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storage[index] = newValue
        }
    }

    var values: [Value] { storage.compactMap { $0 } }
}
