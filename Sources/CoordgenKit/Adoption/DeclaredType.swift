import SwiftSyntax

/// A type declared in the app's sources: a class, struct, enum, actor, protocol or typealias.
public struct DeclaredType: Sendable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`
    }

    public let kind: Kind
    /// The simple name (`Inner`).
    public let name: String
    /// The name with its enclosing types (`Outer.Inner`).
    public let qualifiedName: String
    /// Where it is declared.
    public let reference: SourceReference
    /// The types it inherits from or conforms to, as written (`Coordinator`, `AnyObject`).
    public let inherited: [String]
    /// Its attributes' names (`MainActor`).
    public let attributes: [String]
    /// Whether it is nested in another type.
    public var isNested: Bool { qualifiedName != name }
    /// The declaration's members, when it has a body.
    let members: MemberBlockItemListSyntax?
    /// The file it is declared in.
    let file: ScannedSwiftFile
}
