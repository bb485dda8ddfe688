import Dispatch

/// One type read on another core, its files' syntax trees held from ``start(_:reading:)`` to
/// ``finish()``: the graph reads the coordinators one after another, each with its files' trees held
/// (``AnalyzedType/holdingTrees(_:)``), and since every tree is released once summarised, each of
/// those files is parsed again first. Reading the next coordinator (parsing its files and scanning
/// its members, which only reads the app's facts) while the rules read the current one puts that work
/// on the second core, as the first parse of every file is (``AppSources/summaries(_:keepsTree:)``).
///
/// Every tree read is the same tree whichever thread parsed it, and the results are taken in the
/// coordinators' order, so the graph, the rules' readings and the findings do not change — only
/// where and when the work happens. At most two coordinators' trees are held at once (the graph starts
/// the next reading before it waits for the current one).
final class ReadAhead<Result: Sendable>: @unchecked Sendable {
    private let files: [SourceFile]
    private let done = DispatchGroup()
    /// Written once by the reading, read only after `done` is waited for.
    private var value: Result?

    /// Holds `type`'s files and runs `reading` on another thread.
    static func start(_ type: AnalyzedType, reading: @escaping @Sendable () -> Result) -> ReadAhead {
        let ahead = ReadAhead(files: type.declarations.map(\.file))
        DispatchQueue.global().async(group: ahead.done) { ahead.value = reading() }
        return ahead
    }

    /// A reading already made, on this thread: nothing is held.
    static func done(_ value: Result) -> ReadAhead {
        let ahead = ReadAhead(files: [])
        ahead.value = value
        return ahead
    }

    private init(files: [SourceFile]) {
        self.files = files
        for file in files { file.holdTree() }
    }

    /// What the reading returned, once it has.
    func result() -> Result {
        done.wait()
        return value!
    }

    /// Lets the files go once the reading is done (each released when the command's budget is exceeded).
    func finish() {
        done.wait()
        for file in files { file.letGoOfTree() }
    }
}
