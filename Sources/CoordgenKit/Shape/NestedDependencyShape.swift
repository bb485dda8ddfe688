/// The struct each coordinator declares for what its parent hands it (`struct Dependency { let
/// navigationController: UINavigationController; let injector: Injector }`), stored in the property the
/// navigation path starts with (`let dependency: Dependency`, reached as `dependency.navigationController`).
/// A new coordinator declares its own, with the members every sibling's struct has, and its parent fills
/// each from a value of its own of the same name and type.
public struct NestedDependencyShape: Codable, Equatable, Sendable {
    /// One stored member of the struct (`injector: Injector`).
    public struct Member: Codable, Equatable, Sendable {
        public var name: String
        /// The type as written (`Injector`, `UINavigationController`).
        public var type: String

        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }

        /// `let injector: Injector`.
        public var declaration: String { "let \(name): \(type)" }
    }

    /// The struct's name inside each coordinator (`Dependency`).
    public var type: String
    /// The members every sibling's struct declares alike, in the order the first declares them: a new
    /// coordinator's struct has exactly these.
    public var members: [Member]
    /// The members only some siblings' structs declare, which a new coordinator's struct leaves out;
    /// absent when there are none.
    public var leftOut: [String]?

    public init(type: String, members: [Member], leftOut: [String]? = nil) {
        self.type = type
        self.members = members
        self.leftOut = leftOut
    }

    /// The struct as a new coordinator declares it, at the top level (four-space indentation inside).
    public var declaration: String {
        (["struct \(type) {"] + members.map { "    " + $0.declaration } + ["}"]).joined(separator: "\n")
    }

    /// Two spellings of a type are the same type when they differ only in spaces (`[String:Int]`).
    static func sameType(_ lhs: String, _ rhs: String) -> Bool {
        lhs.filter { !$0.isWhitespace } == rhs.filter { !$0.isWhitespace }
    }
}
