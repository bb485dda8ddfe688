import SwiftSyntax

/// One declaration of a type, or one extension of one, as written in a file of the app: what every
/// reader of the app (`init`'s detectors, `tree`, `doctor`, name lookup, the duplicate-type check)
/// looks types up in.
public struct TypeDeclaration: Sendable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`, `extension`
    }

    public let kind: Kind
    /// The simple name (`Inner`); for an extension, the extended type without generic arguments as
    /// written (`Outer.Inner`).
    public let name: String
    /// The name with its enclosing types (`Outer.Inner`); for an extension, ``name``.
    public let qualifiedName: String
    /// The types it inherits from or conforms to, as written, without `any` (`Coordinator`,
    /// `AnyObject`, `Base<Int>`).
    public let inherited: [String]
    /// The same by their last name component without generic arguments (`Base`), for lookups.
    let inheritedNames: [String]
    /// Its attributes' names (`MainActor`).
    public let attributes: [String]
    /// Whether it has generic parameters.
    let isGeneric: Bool
    /// Whether it is declared inside a function, initialiser or property body: a local type, which
    /// never clashes with a module's top-level names.
    let isLocal: Bool
    /// The file it is declared in.
    let file: SourceFile
    /// The line of its first token (after comments and attributes' leading trivia).
    let line: Int
    /// Where the declaration's node starts in its file (its leading trivia included): how its body is
    /// found again in the file's tree, which may have been released and parsed again since.
    let position: AbsolutePosition
    /// Whether it has a body (a typealias has none).
    let hasBody: Bool
    /// The names of the functions its body declares (`start`), in order: what a reader asks of a
    /// protocol's requirements without its file's syntax tree, which may have been released.
    let functionNames: [String]
    /// The type names its body's properties are annotated with (`var coordinator: HomeCoordinator?` →
    /// `HomeCoordinator`), each as ``SyntaxNames/typeName(_:)`` reads it.
    let propertyTypeNames: [String]
    /// The names its members assign a closure to (`child.onFinish = { … }` → `onFinish`), nested
    /// types' members included; nil when bodies were not read (``DeclarationCollector``'s `readsBodies`).
    var closureAssignedNames: Set<String>?

    /// Its body, when it has one, in the file's current tree.
    var memberBlock: MemberBlockSyntax? {
        hasBody ? file.memberBlock(at: position) : nil
    }

    /// Where it is declared.
    public var reference: SourceReference { SourceReference(file: file.path, line: line) }
    /// Whether it is nested in another type.
    public var isNested: Bool { qualifiedName != name }
    /// The declaration's members, when it has a body.
    var members: MemberBlockItemListSyntax? { memberBlock?.members }
    /// Whether the declaration carries `@MainActor`.
    var isMainActor: Bool { attributes.contains("MainActor") }
    /// Whether a protocol is class-bound by its own clause (`AnyObject`, `class`) or `@objc`.
    var isClassBound: Bool {
        inheritedNames.contains("AnyObject") || inherited.contains("class") || attributes.contains("objc")
    }
}
