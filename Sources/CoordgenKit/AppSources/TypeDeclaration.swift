import SwiftSyntax

/// One declaration of a type, or one extension of one, as written in a file of the app: what every
/// reader of the app (`init`'s detectors, `tree`, `doctor`, name lookup, the duplicate-type check)
/// looks types up in.
public struct TypeDeclaration: Sendable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`, `extension`
    }

    /// The summary's fields, shared by every copy. A declaration is copied wherever the app's types are
    /// filtered and grouped, and a copy of a dozen strings and arrays and a ``SourceFile`` cost a retain
    /// and a release each: in the large app of `Benchmarks/LargeApp`, `init` made 145,000 copies for
    /// about 170 M instructions (docs/PERFORMANCE.md, session 35). A copy now retains two references.
    private final class Storage: Sendable {
        let kind: Kind
        let name: String
        let qualifiedName: String
        let inherited: [String]
        let inheritedNames: [String]
        let attributes: [String]
        let isGeneric: Bool
        let isLocal: Bool
        let file: SourceFile
        let line: Int
        let position: AbsolutePosition
        let hasBody: Bool
        let functionNames: [String]
        let propertyTypeNames: [String]

        init(
            kind: Kind,
            name: String,
            qualifiedName: String,
            inherited: [String],
            inheritedNames: [String],
            attributes: [String],
            isGeneric: Bool,
            isLocal: Bool,
            file: SourceFile,
            line: Int,
            position: AbsolutePosition,
            hasBody: Bool,
            functionNames: [String],
            propertyTypeNames: [String]
        ) {
            self.kind = kind
            self.name = name
            self.qualifiedName = qualifiedName
            self.inherited = inherited
            self.inheritedNames = inheritedNames
            self.attributes = attributes
            self.isGeneric = isGeneric
            self.isLocal = isLocal
            self.file = file
            self.line = line
            self.position = position
            self.hasBody = hasBody
            self.functionNames = functionNames
            self.propertyTypeNames = propertyTypeNames
        }
    }

    private let storage: Storage

    public var kind: Kind { storage.kind }
    /// The simple name (`Inner`); for an extension, the extended type without generic arguments as
    /// written (`Outer.Inner`).
    public var name: String { storage.name }
    /// The name with its enclosing types (`Outer.Inner`); for an extension, ``name``.
    public var qualifiedName: String { storage.qualifiedName }
    /// The types it inherits from or conforms to, as written, without `any` (`Coordinator`,
    /// `AnyObject`, `Base<Int>`).
    public var inherited: [String] { storage.inherited }
    /// The same by their last name component without generic arguments (`Base`), for lookups.
    var inheritedNames: [String] { storage.inheritedNames }
    /// Its attributes' names (`MainActor`).
    public var attributes: [String] { storage.attributes }
    /// Whether it has generic parameters.
    var isGeneric: Bool { storage.isGeneric }
    /// Whether it is declared inside a function, initialiser or property body: a local type, which
    /// never clashes with a module's top-level names.
    var isLocal: Bool { storage.isLocal }
    /// The file it is declared in.
    var file: SourceFile { storage.file }
    /// The line of its first token (after comments and attributes' leading trivia).
    var line: Int { storage.line }
    /// Where the declaration's node starts in its file (its leading trivia included): how its body is
    /// found again in the file's tree, which may have been released and parsed again since.
    var position: AbsolutePosition { storage.position }
    /// Whether it has a body (a typealias has none).
    var hasBody: Bool { storage.hasBody }
    /// The names of the functions its body declares (`start`), in order: what a reader asks of a
    /// protocol's requirements without its file's syntax tree, which may have been released.
    var functionNames: [String] { storage.functionNames }
    /// The type names its body's properties are annotated with (`var coordinator: HomeCoordinator?` →
    /// `HomeCoordinator`), each as ``SyntaxNames/typeName(_:)`` reads it.
    var propertyTypeNames: [String] { storage.propertyTypeNames }
    /// The names its members assign a closure to (`child.onFinish = { … }` → `onFinish`), nested
    /// types' members included; nil when bodies were not read (``DeclarationCollector``'s `readsBodies`).
    var closureAssignedNames: Set<String>?
    /// When some of its file's bodies were left unread (``UnreadBodies``): the only names
    /// ``closureAssignedNames`` is complete for (a body naming one of them was read); nil when every body was.
    var closureAssignedNamesCover: Set<String>?
    /// What the coordinator graph reads of its members, recorded while its file was summarised for
    /// `tree` or `doctor` (``DeclarationFlows``); nil when not recorded.
    var flows: DeclarationFlows?
    /// What `doctor`'s coordinator-wise rules read of its members, recorded while its file was
    /// summarised for `doctor` (``DeclarationRuleNotes``); nil when not recorded.
    var ruleNotes: DeclarationRuleNotes?

    init(
        kind: Kind,
        name: String,
        qualifiedName: String,
        inherited: [String],
        inheritedNames: [String],
        attributes: [String],
        isGeneric: Bool,
        isLocal: Bool,
        file: SourceFile,
        line: Int,
        position: AbsolutePosition,
        hasBody: Bool,
        functionNames: [String],
        propertyTypeNames: [String],
        closureAssignedNames: Set<String>?
    ) {
        storage = Storage(
            kind: kind, name: name, qualifiedName: qualifiedName, inherited: inherited, inheritedNames: inheritedNames,
            attributes: attributes, isGeneric: isGeneric, isLocal: isLocal, file: file, line: line, position: position,
            hasBody: hasBody, functionNames: functionNames, propertyTypeNames: propertyTypeNames)
        self.closureAssignedNames = closureAssignedNames
    }

    /// Its body, when it has one, in the file's current tree.
    var memberBlock: MemberBlockSyntax? {
        hasBody ? file.memberBlock(at: position) : nil
    }

    /// Where it is declared.
    public var reference: SourceReference { SourceReference(file: file.path, line: line) }
    /// Whether it is nested in another type.
    public var isNested: Bool { qualifiedName != name }
    /// Whether it is a top-level `private` or `fileprivate` type: a name only its own file sees, which
    /// another file may declare again. Read from the file's tree when asked (rarely: the duplicate-type check).
    var isFilePrivate: Bool {
        !isNested && !isLocal && kind != .extension && DeclarationLocator.isFilePrivate(in: file.tree, at: position)
    }
    /// The declaration's members, when it has a body.
    var members: MemberBlockItemListSyntax? { memberBlock?.members }
    /// Whether the declaration carries `@MainActor`.
    var isMainActor: Bool { attributes.contains("MainActor") }
    /// Whether a protocol is class-bound by its own clause (`AnyObject`, `class`) or `@objc`.
    var isClassBound: Bool {
        inheritedNames.contains("AnyObject") || inherited.contains("class") || attributes.contains("objc")
    }
}
