import SwiftSyntax

/// One declaration of a type, or one extension of it, as written in a file.
struct TypeDeclaration: Sendable {
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`
    }

    let kind: Kind
    /// The type's name as written (`Outer.Inner` for a nested type).
    let name: String
    /// Inherited types and conformances, by their last name component, without generic arguments.
    let inherited: [String]
    /// Whether the declaration carries `@MainActor`.
    let isMainActor: Bool
    /// Whether the declaration has generic parameters.
    let isGeneric: Bool
    /// Whether a protocol declaration is class-bound by its own clause (`AnyObject`, `class`) or `@objc`.
    let isClassBound: Bool
    /// Index of the file in `AnalyzedApp.files`.
    let fileIndex: Int
    let line: Int
    let members: MemberBlockSyntax
}
