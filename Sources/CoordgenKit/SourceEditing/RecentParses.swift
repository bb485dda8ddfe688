import Foundation
import SwiftParser
import SwiftSyntax

/// The syntax trees of the last few whole texts parsed by the lookups and editors, so that one command
/// parses each file it asks about once: `new coordinator` asked for the same few files' trees 74 times
/// (whether a file declares a class, then a protocol, of each candidate name; then again to edit it).
///
/// A tree never changes, so handing out the same one is the same as parsing the text again. Only the
/// last ``capacity`` texts are kept: a command that reads a thousand files keeps a handful of trees,
/// not the app's (the readers of every file, ``SourceFile``, manage their trees with a ``TreeBudget``).
enum RecentParses {
    static let capacity = 8

    private static let store = Store()

    /// The tree of `text`: the one parsed before when it is among the last few, else parsed now.
    static func tree(of text: String) -> SourceFileSyntax {
        if let tree = store.tree(of: text) { return tree }
        let tree = Parser.parse(source: text)
        store.insert(tree, for: text)
        return tree
    }

    /// The tree of `text` when it is among the last few parsed, else nil: for readers that parse on
    /// their own and should not fill the store (``SourceFile``, made for every file of `tree` and `doctor`).
    static func recentTree(of text: String) -> SourceFileSyntax? { store.tree(of: text) }

    /// The last few texts and their trees, most recent last; safe across threads.
    private final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(text: String, tree: SourceFileSyntax)] = []

        func tree(of text: String) -> SourceFileSyntax? {
            lock.lock()
            defer { lock.unlock() }
            guard let index = entries.firstIndex(where: { $0.text == text }) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.tree
        }

        func insert(_ tree: SourceFileSyntax, for text: String) {
            lock.lock()
            defer { lock.unlock() }
            guard !entries.contains(where: { $0.text == text }) else { return }
            entries.append((text, tree))
            if entries.count > RecentParses.capacity { entries.removeFirst() }
        }
    }
}
