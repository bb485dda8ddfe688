import Dispatch

/// The syntax trees of the next type's files, parsed on another core while the current type is read:
/// the graph reads coordinators one after another, each with its files' trees held
/// (``AnalyzedType/holdingTrees(_:)``), and with every tree released once summarised each of those
/// files is parsed again first. Parsing the next type's files meanwhile puts that parse on the second
/// core instead of in line with the reading, as the first parse of every file is
/// (``AppSources/summaries(_:keepsTree:)``).
///
/// The files are held from ``start(_:)`` to ``finish()``, so what was parsed ahead is the tree the
/// type's reading finds; every tree read is the same tree whichever thread parsed it, so the graph,
/// the findings and the order of reading do not change — only when each parse happens. At most the
/// current and the next type's trees are held at once.
final class TreePrefetch: @unchecked Sendable {
    private let files: [SourceFile]
    private let done = DispatchGroup()

    /// Holds `type`'s files and parses those whose trees were released, on another thread.
    static func start(_ type: AnalyzedType) -> TreePrefetch {
        let prefetch = TreePrefetch(files: type.declarations.map(\.file))
        prefetch.parse()
        return prefetch
    }

    private init(files: [SourceFile]) {
        self.files = files
        for file in files { file.holdTree() }
    }

    private func parse() {
        let files = files
        DispatchQueue.global().async(group: done) {
            for file in files where !file.holdsTree { _ = file.tree }
        }
    }

    /// Waits for the parse, then lets the files go (released when the command's budget is exceeded).
    func finish() {
        done.wait()
        for file in files { file.letGoOfTree() }
    }
}
