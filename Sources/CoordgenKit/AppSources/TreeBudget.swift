import Foundation

/// How much source the syntax trees one command holds after summarising may come to: a tree takes
/// about 60 times its file's size in memory, so holding every tree a reader comes back to (the
/// coordinators' files, a fifth of a large app) made `tree` and `doctor` take three to four times the
/// parse floor's memory. Trees within the budget are kept; a tree read again beyond it is parsed for
/// the reader and let go when the reader is done with it. Only memory and time depend on the budget:
/// every tree parsed again is the same tree (`TreeRetentionTests`).
final class TreeBudget: @unchecked Sendable {
    /// Bytes of source whose trees may be held at once.
    let limit: Int
    private let lock = NSLock()
    private var held = 0

    /// No limit by default: every tree a reader comes back to is held, as before the budget existed.
    /// A cap trades time for memory at a price no command should pay unasked: at 768 KB, `tree` and
    /// `doctor` over the 1,000-coordinator app of `AnalysisPerformanceTests` (about 1 MB of coordinator
    /// files) took 61.6 s instead of 8.8 s (debug), each rule parsing the files beyond the cap again;
    /// at 384 KB, `doctor` over the 1,544-file benchmark app took eight times as long
    /// (docs/PERFORMANCE.md). The rules must read summaries, not trees, before a cap can pay.
    static let defaultLimit = Int.max

    /// The budget of a command that reads each coordinator's members once, while the graph is built
    /// (`tree`, ``AnalyseApp/Reading/graphOnly``): none. Every tree is released once its file is
    /// summarised and parsed again for the graph's reading of one type alone (``SourceFile/holdTree()``),
    /// then let go: memory follows one file, not the app, for one more parse of the coordinators'
    /// files (in the large app of `Benchmarks/LargeApp`, 74.0 → 48.2 MB peak for 16 % more
    /// instructions than holding them; docs/PERFORMANCE.md, session 34). `doctor` takes it too: its
    /// coordinator-wise rules read each coordinator while the graph holds its trees (session 37).
    static let graphOnlyLimit = 0

    init(limit: Int = TreeBudget.defaultLimit) {
        self.limit = limit
    }

    /// Counts `bytes` as held when they fit the budget; false, counting nothing, when they do not.
    func reserve(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard held + bytes <= limit else { return false }
        held += bytes
        return true
    }

    /// Counts `bytes` as held whatever the budget says: a tree just parsed, held until summarised.
    func take(_ bytes: Int) {
        lock.lock()
        held += bytes
        lock.unlock()
    }

    /// Whether more than the budget is held.
    var isExceeded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return held > limit
    }

    func free(_ bytes: Int) {
        lock.lock()
        held -= bytes
        lock.unlock()
    }
}
