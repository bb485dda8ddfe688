import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The syntax tree of one file, which its readers may let go and which is parsed again from the text
/// when it is needed after that: ``SourceFile``'s storage, shared by its copies, safe across threads.
/// A tree parsed again is held while the command's ``TreeBudget`` allows, else handed to the reader
/// alone (parsed again at its next use).
final class SyntaxTreeStorage: @unchecked Sendable {
    private let lock = NSLock()
    private let text: String
    private let budget: TreeBudget?
    private var cached: SourceFileSyntax?
    private var parses = 1
    /// How many readers hold the tree for a while (``hold()``): a tree parsed again meanwhile is held
    /// whatever the budget says, and let go with the last of them when the budget is exceeded.
    private var holders = 0
    private var words: Set<String>?
    /// Member blocks found again by their declaration's start, in the current tree.
    private var memberBlocks: [AbsolutePosition: MemberBlockSyntax?] = [:]

    init(text: String, tree: SourceFileSyntax, budget: TreeBudget?) {
        self.text = text
        self.cached = tree
        self.budget = budget
        budget?.take(text.utf8.count)
    }

    deinit {
        if cached != nil { budget?.free(text.utf8.count) }
    }

    var tree: SourceFileSyntax { held.tree }

    /// The tree, and whether this storage holds it (else it is the reader's alone).
    private var held: (tree: SourceFileSyntax, isHeld: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return (cached, true) }
        let tree = Parser.parse(source: text)
        parses += 1
        if holders > 0 {
            budget?.take(text.utf8.count)
        } else if !(budget?.reserve(text.utf8.count) ?? true) {
            return (tree, false)
        }
        cached = tree
        return (tree, true)
    }

    /// Holds the tree, once parsed, for a reader that comes back to it several times (the graph reading
    /// one type's members), until the matching ``letGo()``.
    func hold() {
        lock.lock()
        holders += 1
        lock.unlock()
    }

    /// Ends a ``hold()``: the last holder releases the tree when the command holds more than its budget,
    /// else keeps it without the node data the holders' walks made (``dropNodeData()``): `init`'s
    /// example graph walks every member of each coordinator it reads, and that data, kept, took back
    /// most of what letting go of the summary walk's data saved.
    func letGo() {
        lock.lock()
        holders -= 1
        let lastHolder = holders == 0 && cached != nil
        let releases = lastHolder && (budget?.isExceeded ?? false)
        lock.unlock()
        if releases {
            release()
        } else if lastHolder {
            dropNodeData()
        }
    }

    /// Whether the tree is held now.
    var holdsTree: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cached != nil
    }

    /// Keeps the tree but lets go of the node data swift-syntax made while it was walked: a tree holds
    /// its parsed nodes (``RawSyntax``, in the parser's arena) and, for every node a reader visited,
    /// the node's place in the tree (`SyntaxDataArena`, about as large again after the summary's walk
    /// of every body). The tree made again from its parsed nodes is the same tree — same nodes, same
    /// positions — and makes the node data again only where a later reader goes (a few members of a
    /// few types, in `init`): the trees `init` keeps took 11.8 of its 43.7 MB of heap in that data.
    func dropNodeData() {
        lock.lock()
        defer { lock.unlock() }
        guard let tree = cached, holders == 0 else { return }
        cached = Syntax(raw: tree.raw, rawNodeArena: tree.raw.arena).cast(SourceFileSyntax.self)
        memberBlocks = [:]
    }

    func release() {
        lock.lock()
        if cached != nil { budget?.free(text.utf8.count) }
        cached = nil
        memberBlocks = [:]
        lock.unlock()
    }

    /// The member block of the declaration that starts at `position`, looked up once per held tree.
    func memberBlock(at position: AbsolutePosition) -> MemberBlockSyntax? {
        let (tree, isHeld) = held
        guard isHeld else { return DeclarationLocator.memberBlock(in: tree, at: position) }
        lock.lock()
        if let found = memberBlocks[position] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let found = DeclarationLocator.memberBlock(in: tree, at: position)
        lock.lock()
        if cached != nil { memberBlocks[position] = found }
        lock.unlock()
        return found
    }

    /// Whether the text holds one of `names` as a whole word (a run of letters, digits and `_`, in
    /// code, comments or strings alike): what a reader can ask before it walks a tree it released.
    /// A long list of names is looked up in the file's words, listed once, on the first such question.
    func mentions(anyOf names: Set<String>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        // A few names are searched in the bytes (a name that is not there is not there as a word
        // either); the word set, which costs memory, is made only for long lists of names.
        if self.words == nil, names.count <= Self.namesSearchedInBytes {
            return names.contains { text.containsUTF8($0) }
        }
        let words = self.words ?? Self.words(in: text)
        self.words = words
        // Whichever set is smaller is walked.
        return names.count <= words.count ? names.contains { words.contains($0) } : words.contains { names.contains($0) }
    }

    private static let namesSearchedInBytes = 8

    private static func words(in text: String) -> Set<String> {
        var words = Set<String>()
        let utf8 = text.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let inWord =
                byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            if inWord {
                if start == nil { start = index }
            } else if let begin = start {
                words.insert(String(text[begin..<index]))
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let begin = start { words.insert(String(text[begin..<utf8.endIndex])) }
        return words
    }

    var parseCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parses
    }
}
