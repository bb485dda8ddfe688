import Foundation

/// The conventions and values of the subjects one ``SourceFileRenderer`` renders, each computed once: a
/// flow's coordinator, its test and its screen, the snippets its parent gets and every file's header read
/// the same app and subject values, and computing the app's conventions is most of a render's work.
final class RenderValuesCache: @unchecked Sendable {
    private struct Entry {
        let subject: RenderContext.Subject?
        var conventions: RenderContext.Conventions?
        /// By the first flows of a new project (empty for any other file), as ``key(of:)`` spells them.
        var values: [String: [String: any Sendable]] = [:]
    }

    /// The first flows as one string, each name after its length (`3:App5:Login`), so that different lists
    /// never share a key. A `String` key rather than `[String]`: the first dictionary keyed by an array
    /// makes the runtime scan the binary's conformances (docs/PERFORMANCE.md, session 48).
    private static func key(of firstFlows: [String]) -> String {
        var key = ""
        for flow in firstFlows { key += "\(flow.utf8.count):\(flow)" }
        return key
    }

    /// A command renders a few subjects; the oldest is dropped past this many.
    private static let capacity = 16
    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The conventions of `subject` in `shape` (the renderer's app's, the same for every call).
    func conventions(for subject: RenderContext.Subject, shape: AppShape) -> RenderContext.Conventions {
        if let conventions = withEntry(for: subject, { $0.conventions }) { return conventions }
        let conventions = RenderContext.Conventions(shape: shape, subject: subject)
        withEntry(for: subject) { $0.conventions = conventions }
        return conventions
    }

    /// The values of `context` without its file's (``RenderContext/subjectValues``), computed the first time
    /// its subject and first flows are asked for.
    func subjectValues(of context: RenderContext) -> [String: any Sendable] {
        let key = Self.key(of: context.firstFlows)
        if let values = withEntry(for: context.subject, { $0.values[key] }) { return values }
        let values = context.subjectValues(conventions: context.subject.map { conventions(for: $0, shape: context.app.shape) })
        withEntry(for: context.subject) { $0.values[key] = values }
        return values
    }

    /// Runs `body` on the entry of `subject` under the lock, making the entry first if there is none.
    @discardableResult
    private func withEntry<T>(for subject: RenderContext.Subject?, _ body: (inout Entry) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let index: Int
        if let found = entries.lastIndex(where: { $0.subject == subject }) {
            index = found
        } else {
            if entries.count == Self.capacity { entries.removeFirst() }
            entries.append(Entry(subject: subject))
            index = entries.count - 1
        }
        return body(&entries[index])
    }
}
