/// The type names an app's code calls like initialisers (`Foo(…)`, `Foo<T>(…)`, `Foo.init(…)`,
/// `let x: Foo = .init(…)`), which tell a type that is used from an abstract base (``TypeHierarchy``):
/// the names the summaries' walks found, and for the bodies `tree` and `doctor` left unread
/// (``UnreadBodies``), an answer found when asked — only for a name one of those bodies spells, by
/// walking its file whole. ``contains(_:)`` answers what a walk of every body would.
struct ConstructedNames: Sendable {
    private let read: Set<String>
    private let unread: [UnreadBodies]

    init(_ read: Set<String>, unread: [UnreadBodies] = []) {
        self.read = read
        self.unread = unread
    }

    /// Whether some code of the app constructs `name`.
    func contains(_ name: String) -> Bool {
        if read.contains(name) { return true }
        return unread.contains { $0.mayName(name) && $0.constructedNamesOfWholeFile().contains(name) }
    }

    /// The names found by the summaries' walks (every name where no body was left unread).
    var namesRead: Set<String> { read }
}
